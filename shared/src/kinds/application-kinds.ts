import { businessApplication } from './business-application.js';
import type { WizardKind } from './customer-kind.js';
import { residentialApplication } from './residential-application.js';

/** The application wizard's two kinds, by the wizard's kind: the one place an application picks its kind's module. */
export const APPLICATION_KINDS_BY_WIZARD = { residential: residentialApplication, business: businessApplication };

export const applicationKindOf = (kind: WizardKind) => APPLICATION_KINDS_BY_WIZARD[kind];
