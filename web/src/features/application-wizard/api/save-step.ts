import { APPLICATION_STEPS, type ApplicationStep } from '@protea/shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { applicationPath, type WizardKind } from '../wizard-kind';

/**
 * Records how far the applicant got, so a resume opens the right step. A failure here is not worth
 * stopping the applicant for (their data is already saved), so it resolves to false instead of throwing.
 */
export async function saveStep(kind: WizardKind, applicationNumber: string, step: ApplicationStep): Promise<boolean> {
  try {
    await apiRequest(applicationPath(kind, applicationNumber, '/step'), {
      method: 'PUT',
      body: { stepNumber: APPLICATION_STEPS[step] },
    });
    return true;
  } catch {
    return false;
  }
}
