import { useVerificationCode } from '../../components/verification/use-verification-code';
import { confirmCell } from './api/confirm-cell';
import { sendVerification } from './api/send-verification';
import type { WizardKind } from './wizard-kind';

type Options = Omit<Parameters<typeof useVerificationCode>[0], 'send' | 'confirm'>;

/** One-time codes for this application: sent to the number on file; a right one returns the application. */
export const applicationCodeCalls = (kind: WizardKind, applicationNumber: string) => ({
  send: () => sendVerification(applicationNumber),
  confirm: async (code: string) => (await confirmCell({ kind, applicationNumber, code })).application,
});

export const useApplicationCode = (kind: WizardKind, applicationNumber: string, options: Options = {}) =>
  useVerificationCode({ ...applicationCodeCalls(kind, applicationNumber), ...options });
