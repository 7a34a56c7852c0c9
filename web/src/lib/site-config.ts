import type { SiteConfig } from '@protea/shared/schemas/site-config';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The settings the server put in the page (a meta tag), so the first render already knows them. */
function siteConfigInPage(): SiteConfig | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-config"]')?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as SiteConfig;
  } catch {
    return undefined;
  }
}

export const useSiteConfig = () =>
  useQuery({
    queryKey: ['site-config'],
    queryFn: () => apiRequest<SiteConfig>('/site-config'),
    initialData: siteConfigInPage,
  });
