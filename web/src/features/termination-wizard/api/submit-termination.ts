import type {
  TerminationSubmission,
  TerminationSubmitResponse,
  TerminationWizardKind,
} from '@protea/shared/schemas/termination';
import { apiRequest } from '../../../lib/api-client';

/** Saves and submits the termination in one call (the spec's payload); resubmits after a request for information. */
export const submitTermination = (kind: TerminationWizardKind, payload: TerminationSubmission) =>
  apiRequest<TerminationSubmitResponse>(`/terminations/${kind}`, { method: 'POST', body: payload });
