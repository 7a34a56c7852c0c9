import { type GeneratedCases, personColumns } from './generate-cases-sql.js';

/** Generated applications (a case and its applications row): see generateCasesSql. */
export const GENERATED_APPLICATIONS: GeneratedCases = {
  referencePrefix: 'PM-2026-',
  kinds: { residential: 'residential_application', business: 'business_application' },
  // The last 30 days hold the work in progress; older applications are mostly done.
  recentStatuses: [
    ...['incomplete', 'incomplete', 'incomplete', 'pending', 'pending', 'pending', 'pending'],
    ...['needsinfo', 'approved', 'approved', 'rejected', 'completed'],
  ],
  olderStatuses: [
    ...['incomplete', 'incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'rejected'],
    ...Array<string>(7).fill('completed'),
    ...Array<string>(3).fill('archived'),
  ],
  seed: 0,
  detail: (h) => ({
    table: 'applications',
    columns: {
      form_type: 'CASE WHEN is_business THEN 4 ELSE 1 END',
      ...personColumns(h),
      complex_name: 'complex',
      street_address: `(${h.hash(10)} % 900 + 1) || ' Main Road'`,
      unit_number: `(${h.hash(11)} % 200 + 1)::text`,
      suburb: 'suburb',
      province: "'Gauteng'",
      is_owner: `${h.hash(12)} % 3 = 0`,
      postal_code: "'0028'",
      business: "CASE WHEN is_business THEN jsonb_build_object('businessName', business_name) END",
    },
  }),
};
