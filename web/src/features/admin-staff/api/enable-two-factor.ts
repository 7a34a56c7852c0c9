import { apiRequest } from '../../../lib/api-client';
import { useTwoFactorChange } from './use-two-factor-change';

export const enableTwoFactor = (input: { code: string }) =>
  apiRequest<{ recoveryCodes: string[] }>('/admin/me/two-factor/enable', { method: 'POST', body: input });

export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor);
