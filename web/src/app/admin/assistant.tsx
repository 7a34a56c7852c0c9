import { ApplicationReviewDialog } from '../../features/admin-applications/review/application-review-dialog';
import { AssistantScreen, type CaseDialogs } from '../../features/admin-assistant/assistant-screen';
import { TerminationDialog } from '../../features/admin-terminations/termination-dialog';

/** A case a result names opens in its area's dialog, as from the dashboard's lists. */
const CASE_DIALOGS: CaseDialogs = {
  termination: (reference, onClose) => <TerminationDialog reference={reference} onClose={onClose} />,
  application: (reference, onClose) => (
    <ApplicationReviewDialog reference={reference} initialSection="applicant" onClose={onClose} />
  ),
};

/** /admin/alfred once signed in: the assistant, wired to the back office's case dialogs. */
export function Assistant() {
  return <AssistantScreen caseDialogs={CASE_DIALOGS} />;
}
