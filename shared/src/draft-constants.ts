/**
 * What a wizard keeps of its first screens before the case exists (docs/decisions/032, 041): an application's kinds, the
 * steps a draft can reopen, and its shape; a termination's first screen; the body of `PUT /drafts` for every case kind.
 * No validation library here: the wizards' first screens write drafts without it.
 */
export const APPLICATION_WIZARD_KINDS = ['residential', 'business'] as const;
export type ApplicationWizardKind = (typeof APPLICATION_WIZARD_KINDS)[number];

export const APPLICATION_DRAFT_STEPS = ['client_details', 'property_info'] as const;
export type ApplicationDraftStep = (typeof APPLICATION_DRAFT_STEPS)[number];

/** The client details a draft keeps, as typed (the consent is not kept: it is ticked again). */
export const DRAFT_CLIENT_KEYS = [
  'title',
  'initials',
  'firstName',
  'surname',
  'idNumber',
  'cellPhone',
  'email',
  'refName',
  'refRelation',
  'refAddress',
  'refCellNo',
] as const;

/** What names a business, in an application's and a termination's draft alike. */
const DRAFT_BUSINESS_IDENTITY_KEYS = ['businessName', 'registrationNumber', 'vatNumber', 'businessType'] as const;

/** A business's typed fields a draft keeps, besides its further directors. */
export const DRAFT_BUSINESS_TEXT_KEYS = [...DRAFT_BUSINESS_IDENTITY_KEYS, 'tradingName'] as const;

export interface ApplicationDraftContent {
  step: ApplicationDraftStep;
  client: Partial<Record<(typeof DRAFT_CLIENT_KEYS)[number], string>>;
  business?: Partial<Record<(typeof DRAFT_BUSINESS_TEXT_KEYS)[number], string>> & {
    directors?: Array<{ fullName: string; idNumber: string }>;
  };
}

/** `PUT /applications/draft`: the draft of one kind. */
export interface ApplicationDraft extends ApplicationDraftContent {
  kind: ApplicationWizardKind;
}

/**
 * A termination's first screen as typed before the termination exists (ADR 041): the person, their account number and
 * reference, and a business's own fields. The consent is not kept: it is ticked again.
 */
export const DRAFT_TERMINATION_KEYS = [
  ...DRAFT_CLIENT_KEYS,
  'proteaAccountNumber',
  ...DRAFT_BUSINESS_IDENTITY_KEYS,
] as const;

export interface TerminationDraftContent {
  personal: Partial<Record<(typeof DRAFT_TERMINATION_KEYS)[number], string>>;
}

/**
 * `PUT /drafts` (docs/api/drafts.md): a first screen's draft of any case kind, before its case exists. The same rules
 * hold for every kind (ADR 041).
 */
export type FirstScreenDraft =
  | ({ kind: 'residential_application' | 'business_application' } & ApplicationDraftContent)
  | ({ kind: 'residential_termination' | 'business_termination' } & TerminationDraftContent);

/** The case kind of an application wizard's draft (`/applications/draft` names the wizard kind). */
export const applicationDraftKind = (kind: ApplicationWizardKind) => `${kind}_application` as const;
