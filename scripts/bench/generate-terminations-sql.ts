import { type GeneratedCases, personColumns } from './generate-cases-sql.js';

const BANKS = ['ABSA', 'Capitec', 'FNB', 'Nedbank', 'Standard Bank'];
/** Each bank's universal branch code, in the same order (picked with the same salt). */
const BRANCH_CODES = ['632005', '470010', '250655', '198765', '051001'];

/** Generated terminations (a case and its terminations row, with the register check once submitted): see generateCasesSql. */
export const GENERATED_TERMINATIONS: GeneratedCases = {
  referencePrefix: 'TM-2026-',
  kinds: { residential: 'residential_termination', business: 'business_termination' },
  // The last 30 days hold the work in progress; older terminations are mostly completed or archived.
  recentStatuses: [
    ...['incomplete', 'incomplete', 'incomplete', 'pending', 'pending', 'pending', 'pending'],
    ...['needsinfo', 'approved', 'approved', 'rejected', 'cancelled', 'completed'],
  ],
  olderStatuses: [
    ...['incomplete', 'incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'cancelled', 'cancelled'],
    ...Array<string>(8).fill('completed'),
    ...Array<string>(3).fill('archived'),
  ],
  seed: 100,
  detail: (h) => {
    const { hash, pick, digits, ifSubmitted } = h;
    // 1 to 75 days between submission and disconnection: about 39% late (under 30), 8% with a penalty (under 7).
    const noticeDays = `(${hash(20)} % 75 + 1)`;
    const disconnection = `(created_at + make_interval(days => ${noticeDays}::int))::date`;
    const accountFound = `${hash(22)} % 20 <> 0`;
    return {
      table: 'terminations',
      columns: {
        form_type: 'CASE WHEN is_business THEN 5 ELSE 2 END',
        // Eight digits with leading zeros, from 2 million accounts: '0012' finds a few hundred.
        account_number: `lpad((${hash(21)} % 2000000)::text, 8, '0')`,
        ...personColumns(h),
        business_name: 'business_name',
        registration_number: `CASE WHEN is_business THEN (2000 + ${hash(26)} % 25) || '/' || ${digits(27, 6)} || '/07' END`,
        vat_number: `CASE WHEN is_business THEN '4' || ${digits(28, 9)} END`,
        business_type: "CASE WHEN is_business THEN 'Private company' END",
        is_owner: `${hash(12)} % 3 = 0`,
        complex_name: 'complex',
        unit_number: `(${hash(11)} % 200 + 1)::text`,
        street_number: `(${hash(10)} % 900 + 1)::text`,
        street_name: "'Main Road'",
        suburb: 'suburb',
        province: "'gauteng'",
        // Some incomplete terminations have no date yet.
        disconnection_date: `CASE WHEN status = 'incomplete' AND ${hash(23)} % 2 = 0 THEN NULL ELSE ${disconnection} END`,
        bank_name: pick(BANKS, 29),
        bank_branch: "'Universal'",
        bank_account_number: digits(30, 10),
        bank_account_type: pick(['cheque', 'savings'], 31),
        bank_account_name: "first_name || ' ' || surname",
        bank_branch_code: pick(BRANCH_CODES, 29),
        new_street_number: `(${hash(32)} % 900 + 1)::text`,
        new_street_name: "'Church Street'",
        new_suburb: pick(['Brooklyn', 'Hatfield', 'Sandton', 'Rondebosch'], 33),
        new_province: "'gauteng'",
        final_meter_reading: ifSubmitted(`(${hash(34)} % 99999)::text`),
        declaration_accepted_at: ifSubmitted("created_at + interval '20 minutes'"),
        // The register check, recorded at submission: 95% of accounts found, most of them matching.
        account_found: ifSubmitted(accountFound),
        id_matches: ifSubmitted(`${accountFound} AND ${hash(24)} % 10 <> 0`),
        premise_matches: ifSubmitted(`${accountFound} AND ${hash(25)} % 15 <> 0`),
        deposit_held_cents: ifSubmitted(`CASE WHEN ${accountFound} THEN (${hash(35)} % 40 + 10) * 10000 END`),
        notice_days: ifSubmitted(noticeDays),
        late_notice: ifSubmitted(`${noticeDays} < 30`),
        penalty_may_apply: ifSubmitted(`${noticeDays} < 7`),
        refund_due_date: ifSubmitted(`${disconnection} + 30`),
      },
    };
  },
};
