/** Every kind of customer request; each is a case with its own workflow, documents and timeline. */
export const CASE_KINDS = [
  'residential_application',
  'business_application',
  'residential_termination',
  'business_termination',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const APPLICATION_KINDS = ['residential_application', 'business_application'] as const satisfies CaseKind[];
export const TERMINATION_KINDS = ['residential_termination', 'business_termination'] as const satisfies CaseKind[];

export const BUSINESS_KINDS = ['business_application', 'business_termination'] as const satisfies CaseKind[];

export const isBusinessKind = (kind: CaseKind) => (BUSINESS_KINDS as readonly CaseKind[]).includes(kind);
export const isApplicationKind = (kind: CaseKind) =>
  kind === 'residential_application' || kind === 'business_application';
export const isTerminationKind = (kind: CaseKind) => !isApplicationKind(kind);
