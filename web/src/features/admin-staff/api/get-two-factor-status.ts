import type { TwoFactorStatus } from '@protea/shared/schemas/two-factor';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin/admin-keys';
import { apiRequest } from '../../../lib/api-client';

export const getTwoFactorStatus = () => apiRequest<TwoFactorStatus>('/admin/me/two-factor');

export const useTwoFactorStatus = () => useQuery({ queryKey: adminKeys.twoFactor, queryFn: getTwoFactorStatus });
