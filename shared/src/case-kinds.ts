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

/** The spec's form types: 1 residential application, 2 residential termination, 4 business application, 5 business termination. */
export const FORM_TYPE_OF_KIND: Record<CaseKind, number> = {
  residential_application: 1,
  residential_termination: 2,
  business_application: 4,
  business_termination: 5,
};

export const isBusinessKind = (kind: CaseKind) => kind === 'business_application' || kind === 'business_termination';
export const isApplicationKind = (kind: CaseKind) =>
  kind === 'residential_application' || kind === 'business_application';
