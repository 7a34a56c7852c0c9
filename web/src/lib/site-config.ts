import type { SiteConfig } from '@protea/shared/schemas/site-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const useSiteConfig = () =>
  useQuery({ queryKey: ['site-config'], queryFn: () => apiRequest<SiteConfig>('/site-config') });
