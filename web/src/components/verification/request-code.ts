import type { VerificationSentResponse } from '@protea/shared/schemas/cell-confirmation';
import { type CodeRequest, codeRequestFailed, codeRequestSent } from './code-request';

/** One code request whose failure never stops the customer (spec: the SMS result only changes the message). */
export async function requestCode(send: () => Promise<VerificationSentResponse>): Promise<CodeRequest> {
  try {
    return codeRequestSent(await send());
  } catch (error) {
    return codeRequestFailed(error);
  }
}
