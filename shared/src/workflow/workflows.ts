import type { CaseKind } from '../case-kinds.js';
import { applicationWorkflow } from './application-workflow.js';
import { terminationWorkflow } from './termination-workflow.js';

/** One definition per kind: the server enforces it, the web asks it which actions to offer. */
export const WORKFLOWS = {
  residential_application: applicationWorkflow,
  business_application: applicationWorkflow,
  residential_termination: terminationWorkflow,
  business_termination: terminationWorkflow,
} as const satisfies Record<CaseKind, unknown>;

export type CaseWorkflow = (typeof WORKFLOWS)[CaseKind];
export type CaseStatus = CaseWorkflow['statuses'][number];
export type CaseAction = CaseWorkflow['transitions'][number]['action'];
