/**
 * What the application wizard keeps of a form before the application exists (docs/decisions/032): the kinds, the steps
 * a draft can reopen, and its shape. No validation library here: the wizard's first screen writes drafts without it.
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

/** A business's typed fields a draft keeps, besides its further directors. */
export const DRAFT_BUSINESS_TEXT_KEYS = [
  'businessName',
  'registrationNumber',
  'vatNumber',
  'businessType',
  'tradingName',
] as const;

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
