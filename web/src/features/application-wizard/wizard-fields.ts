import { DRAFT_BUSINESS_TEXT_KEYS, DRAFT_CLIENT_KEYS } from '@protea/shared/draft-constants';
import type { BusinessDetails, ClientDetails } from './wizard-schemas';

// The client and business fields by name, for code that runs before the validation library has loaded (the first
// screen, the draft kept on the server); wizard-fields.test.ts keeps them equal to the shared schemas' keys.

export const CLIENT_DETAIL_KEYS = DRAFT_CLIENT_KEYS satisfies ReadonlyArray<keyof ClientDetails>;

export const BUSINESS_TEXT_KEYS = DRAFT_BUSINESS_TEXT_KEYS satisfies ReadonlyArray<keyof BusinessDetails>;

export const BUSINESS_DETAIL_KEYS = [...BUSINESS_TEXT_KEYS, 'directors'] as const satisfies ReadonlyArray<
  keyof BusinessDetails
>;
