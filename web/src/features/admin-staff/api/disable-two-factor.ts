import { apiRequest } from '../../../lib/api-client';
import { useTwoFactorChange } from './use-two-factor-change';

export const disableTwoFactor = (input: { password: string }) =>
  apiRequest<{ success: true }>('/admin/me/two-factor/disable', { method: 'POST', body: input });

export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
