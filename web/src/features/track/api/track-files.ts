import { isTerminationKind } from '@protea/shared/case-kinds';
import type { RequestStatus } from '@protea/shared/schemas/request-status';

/** The request's PDF under the API, and the name it is saved under (as the wizards' confirmation pages save it). */
export function requestPdf(status: RequestStatus): { path: string; fileName: string } {
  if (isTerminationKind(status.kind) && status.accountNumber) {
    const account = encodeURIComponent(status.accountNumber);
    return { path: `/terminations/${account}/pdf`, fileName: `Termination_${status.accountNumber}.pdf` };
  }
  return {
    path: `/generate-pdf/${encodeURIComponent(status.reference)}`,
    fileName: `Application_${status.reference}.pdf`,
  };
}

/** The welcome letter of a completed application. */
export const welcomeLetter = (status: RequestStatus) => ({
  path: `/requests/${encodeURIComponent(status.reference)}/welcome-letter`,
  fileName: `Welcome_letter_${status.accountNumber ?? status.reference}.pdf`,
});

/** Where the customer's own copy of their data and the correction request live (components/your-information). */
export const ownDataPath = (status: RequestStatus) =>
  isTerminationKind(status.kind)
    ? `/terminations/${encodeURIComponent(status.accountNumber ?? status.reference)}`
    : `/${status.kind === 'business_application' ? 'business' : 'residential'}-applications/${encodeURIComponent(status.reference)}`;

/** The wizard that continues the request, with the reference it resumes by. */
export function wizardOf(status: RequestStatus): string {
  const wizardKind = status.kind.startsWith('business') ? 'business' : 'residential';
  if (isTerminationKind(status.kind)) {
    return `/termination/${wizardKind}?continue=${encodeURIComponent(status.accountNumber ?? status.reference)}`;
  }
  return `/application/${wizardKind}?continue=${encodeURIComponent(status.reference)}`;
}
