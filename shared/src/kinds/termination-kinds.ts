import { businessTermination } from './business-termination.js';
import type { WizardKind } from './customer-kind.js';
import { residentialTermination } from './residential-termination.js';

/** The termination wizard's two kinds, by the wizard's kind: the one place a termination picks its kind's module. */
export const TERMINATION_KINDS_BY_WIZARD = { residential: residentialTermination, business: businessTermination };

export const terminationKindOf = (kind: WizardKind) => TERMINATION_KINDS_BY_WIZARD[kind];
