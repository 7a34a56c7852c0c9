import { sendVerification } from './api/send-verification';
import { type CodeRequest, codeRequestFailed, codeRequestSent } from './code-request';

/** One code request whose failure never stops the applicant (spec: the SMS result only changes the message). */
export async function requestCode(applicationNumber: string): Promise<CodeRequest> {
  try {
    return codeRequestSent(await sendVerification(applicationNumber));
  } catch (error) {
    return codeRequestFailed(error);
  }
}
