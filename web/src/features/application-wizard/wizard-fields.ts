import type { BusinessDetails, ClientDetails } from './wizard-schemas';

// The client and business fields by name, for code that runs before the validation library has loaded (the first
// screen, the draft kept in the tab); wizard-fields.test.ts keeps them equal to the shared schemas' keys.

export const CLIENT_DETAIL_KEYS = [
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
] as const satisfies ReadonlyArray<keyof ClientDetails>;

export const BUSINESS_TEXT_KEYS = [
  'businessName',
  'registrationNumber',
  'vatNumber',
  'businessType',
  'tradingName',
] as const satisfies ReadonlyArray<keyof BusinessDetails>;

export const BUSINESS_DETAIL_KEYS = [...BUSINESS_TEXT_KEYS, 'directors'] as const satisfies ReadonlyArray<
  keyof BusinessDetails
>;
