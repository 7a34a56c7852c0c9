import { useVerificationCode } from '../../components/verification/use-verification-code';
import { confirmCell } from './api/confirm-cell';
import { sendVerification } from './api/send-verification';

type Options = Omit<Parameters<typeof useVerificationCode>[0], 'send' | 'confirm'>;

/** One-time codes for this application: sent to the number on file; a right one returns the application. */
export const applicationCodeCalls = (applicationNumber: string) => ({
  send: () => sendVerification(applicationNumber),
  confirm: async (code: string) => (await confirmCell({ applicationNumber, code })).application,
});

export const useApplicationCode = (applicationNumber: string, options: Options = {}) =>
  useVerificationCode({ ...applicationCodeCalls(applicationNumber), ...options });
