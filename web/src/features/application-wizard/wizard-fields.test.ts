import { expect, test } from 'vitest';
import { BUSINESS_DETAIL_KEYS, CLIENT_DETAIL_KEYS } from './wizard-fields';
import { businessDetailsSchema, clientDetailsWithConsentSchema } from './wizard-schemas';

test("the field lists name exactly the schemas' fields", () => {
  const clientKeys = clientDetailsWithConsentSchema.keyof().options.filter((key) => key !== 'consent');
  expect([...CLIENT_DETAIL_KEYS].sort()).toEqual([...clientKeys].sort());
  expect([...BUSINESS_DETAIL_KEYS].sort()).toEqual([...businessDetailsSchema.keyof().options].sort());
});
