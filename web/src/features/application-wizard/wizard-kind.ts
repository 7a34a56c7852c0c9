import { applicationKindOf } from '@protea/shared/kinds/application-kinds';
import type { WizardKind } from '@protea/shared/kinds/customer-kind';
import type { TFunction } from 'i18next';

/** The application wizard serves households and businesses, each kind's facts in its module (shared/src/kinds). */
export type { WizardKind };

/** Where the kind's application calls are. */
export const applicationsPath = (kind: WizardKind) => applicationKindOf(kind).path;

/** The form type and flag every create and update carries. */
export const formMarks = (kind: WizardKind) => ({
  formtype: applicationKindOf(kind).formType,
  isbusiness: kind === 'business',
});

/** The application's path for a reference, e.g. `/business-applications/BA-123/step`. */
export const applicationPath = (kind: WizardKind, applicationNumber: string, rest = '') =>
  `${applicationsPath(kind)}/${encodeURIComponent(applicationNumber)}${rest}`;

/** The wizard's heading and page title: 'Residential Application' or 'Business Application'. */
export const wizardTitle = (t: TFunction, kind: WizardKind) =>
  kind === 'business' ? t('wizard.business.title') : t('wizard.title');
