import type { ApplicationResponse } from '@protea/shared/schemas/application-record';
import { useVerificationCode } from '../../components/verification/use-verification-code';
import { apiRequest } from '../../lib/api-client';
import { confirmCell } from './api/confirm-cell';
import { sendVerification } from './api/send-verification';
import { applicationPath, type WizardKind } from './wizard-kind';

type Options = Omit<Parameters<typeof useVerificationCode>[0], 'send' | 'confirm'>;

/** One-time codes for this application: sent to the number on file; a right one returns the application. */
export const applicationCodeCalls = (kind: WizardKind, applicationNumber: string) => ({
  send: () => sendVerification(applicationNumber),
  confirm: async (code: string) => (await confirmCell({ kind, applicationNumber, code })).application,
});

/** The application, when this browser's session already holds it (verified on the Track page); null otherwise. */
export const openOwnApplication = async (kind: WizardKind, applicationNumber: string) => {
  const found = await apiRequest<Partial<ApplicationResponse>>(applicationPath(kind, applicationNumber));
  return found.application ?? null;
};

export const useApplicationCode = (kind: WizardKind, applicationNumber: string, options: Options = {}) =>
  useVerificationCode({ ...applicationCodeCalls(kind, applicationNumber), ...options });
