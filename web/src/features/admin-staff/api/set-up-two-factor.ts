import type { TwoFactorSetup } from '@protea/shared/schemas/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const setUpTwoFactor = () => apiRequest<TwoFactorSetup>('/admin/me/two-factor/setup', { method: 'POST' });

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
