import type { TerminationSubmission } from '@protea/shared/schemas/termination';
import { type SignatureValue, signatureData } from '../../components/signature/signature-value';
import type { DepositValues } from './deposit-form';
import type { TerminationState } from './termination-state';

/**
 * The spec's submission payload (spec 1 section 3): the saved sections, the deposit section with the
 * declaration and the signature, the signature type and both dates at the top level too, and the file
 * records of the documents the draft holds.
 */
export function submissionPayload(
  state: Pick<TerminationState, 'personal' | 'property' | 'documents'>,
  deposit: DepositValues,
  signature: SignatureValue,
  { now, language }: { now: Date; language: string },
): TerminationSubmission {
  const at = now.toISOString();
  const signed = { signatureType: signature.type, TermDate: at, SignedDate: at };
  return {
    personalDetails: state.personal,
    propertyInfo: state.property as TerminationSubmission['propertyInfo'],
    depositDeclaration: { ...deposit, declarationAccepted: true, signature: signatureData(signature), ...signed },
    ...signed,
    uploadedFiles: Object.values(state.documents).map(({ originalName, fileName, type, size, uploadDate }) => ({
      originalName,
      fileName,
      type,
      size,
      uploadDate,
    })),
    language: language as TerminationSubmission['language'],
  };
}
