import type { CaseKind } from '../../shared/src/case-kinds.js';

// Comma-separated to stay compact. 'nkosi' finds the surname Nkosi and the first name Nkosinathi: about 6.7% of rows.
export const FIRST_NAMES = (
  'Thandi,Sipho,Lerato,Johan,Anele,Pieter,Ayesha,Bongani,Nomvula,Themba,Zanele,Kagiso,Naledi,Mandla,Precious,' +
  'Riaan,Fatima,Lindiwe,Tshepo,Priya,Nkosinathi,Karabo,Mpho,Annelie,Sibusiso,Busisiwe,Hendrik,Refilwe,Dineo,Kabelo'
).split(',');
export const SURNAMES = (
  'Nkosi,Dlamini,Ndlovu,Khumalo,Mokoena,Naidoo,Botha,van der Merwe,Pillay,Mthembu,Zulu,Molefe,Pretorius,Sithole,' +
  'Mahlangu,Nel,Govender,Mabuza,Coetzee,Mkhize,Jacobs,Shabalala,Fourie,Ngcobo,Maseko,Steyn,Moodley,Baloyi,Williams,Hlongwane'
).split(',');
// A business's name holds neither of its representative's names, as most do not: a search for the person finds the
// business only through representative_name. (None holds 'nkosi', 'nk' or digits, which the bench searches.)
export const BUSINESS_WORDS = (
  'Jacaranda,Baobab,Fynbos,Marula,Protea,Highveld,Karoo,Kalahari,Drakensberg,Limpopo,Savanna,Springbok,Kudu,' +
  'Impala,Acacia,Msasa,Aloe,Cycad,Umdoni,Tugela'
).split(',');
export const BUSINESS_TRADES =
  'Trading,Holdings,Coffee Roasters,Print & Copy,Logistics,Bakery,Engineering,Consulting,Pharmacy,Hardware'.split(',');
const COMPLEXES = 'Protea Gardens,Jacaranda Court,Silver Oaks,Fynbos Estate,Baobab Villas,Marula Heights'.split(',');
const SUBURBS = ['Brooklyn', 'Hatfield', 'Sandton', 'Rondebosch', 'Umhlanga', 'Centurion', 'Durbanville', 'Soweto'];

/**
 * SQL expressions over the row number `n` and the generated columns (first_name, surname, business_name, complex,
 * suburb, created_at, status, is_business).
 */
export interface SqlHelpers {
  /** A non-negative bigint derived from n and the salt. */
  hash(salt: number): string;
  /** One of the values, chosen by the hash. */
  pick(values: readonly string[], salt: number): string;
  /** `count` digits with leading zeros. */
  digits(salt: number, count: number): string;
  /** The value for submitted cases, null for incomplete ones. */
  ifSubmitted(value: string): string;
  /** A quoted SQL string literal. */
  literal(value: string): string;
}

export interface GeneratedCases {
  /** 'PM-2026-': the reference is the prefix and the row number in six digits. */
  referencePrefix: string;
  kinds: { residential: CaseKind; business: CaseKind };
  /** Weighted by repetition: cases of the last 30 days, and older ones. */
  recentStatuses: readonly string[];
  olderStatuses: readonly string[];
  /** Added to every salt, so that two kinds numbered alike get different values. */
  seed: number;
  /** The kind's own table and its columns (name: SQL expression); its id is the case's. */
  detail(h: SqlHelpers): { table: string; columns: Record<string, string> };
}

/** The person's columns, named alike in applications and terminations. */
export const personColumns = ({ digits }: SqlHelpers): Record<string, string> => ({
  title: "'Mx'",
  initials: 'left(first_name, 1)',
  first_name: 'first_name',
  surname: 'surname',
  id_number: digits(7, 13),
  ref_name: "'Reference Person'",
  ref_relation: "'Sibling'",
  ref_cell_no: `'+2783' || ${digits(9, 7)}`,
});

/**
 * Cases numbered from..to and each one's row in its kind's table, in one statement. Every value derives from the number
 * (hashint8extended), so each run gets the same rows. 10% are businesses; created_at is spread over the last 400 days.
 */
export function generateCasesSql(spec: GeneratedCases, from: number, to: number): string {
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const array = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]`;
  const hash = (salt: number) => `abs(hashint8extended(n, ${spec.seed + salt}))`;
  const h: SqlHelpers = {
    hash,
    pick: (values, salt) => `(${array(values)})[1 + ${hash(salt)} % ${values.length}]`,
    digits: (salt, count) => `lpad((${hash(salt)} % ${10 ** count})::text, ${count}, '0')`,
    ifSubmitted: (value) => `CASE WHEN status <> 'incomplete' THEN ${value} END`,
    literal,
  };
  const detail = spec.detail(h);
  // The cases first, then each one's detail row under the same id.
  return `
    WITH generated AS (
      SELECT n, ${literal(spec.referencePrefix)} || lpad(n::text, greatest(6, length(n::text)), '0') AS reference, ${hash(1)} % 10 = 0 AS is_business,
        ${h.pick(FIRST_NAMES, 2)} AS first_name, ${h.pick(SURNAMES, 3)} AS surname,
        CASE WHEN ${hash(1)} % 10 = 0 THEN ${h.pick(BUSINESS_WORDS, 13)} || ' ' || ${h.pick(BUSINESS_TRADES, 14)} || ' (Pty) Ltd'
          END AS business_name,
        ${h.pick(COMPLEXES, 4)} AS complex, ${h.pick(SUBURBS, 5)} AS suburb, created_at,
        CASE WHEN created_at > now() - interval '30 days' THEN ${h.pick(spec.recentStatuses, 6)}
          ELSE ${h.pick(spec.olderStatuses, 6)} END AS status
      FROM (
        SELECT n, now() - make_interval(secs => ${hash(0)} % (400 * 86400)) AS created_at
        FROM generate_series(${from}, ${to}) AS n
      ) AS numbered
    ), inserted AS (
      INSERT INTO cases (kind, reference, status, display_name, representative_name, cell_phone, email, language,
        cell_confirmed_at, submitted_at, signature_type, signature_text, signed_at, created_at, updated_at, due_at)
      SELECT CASE WHEN is_business THEN ${literal(spec.kinds.business)} ELSE ${literal(spec.kinds.residential)} END,
        reference, status, coalesce(business_name, first_name || ' ' || surname),
        -- As the repositories keep them (case-detail-table.ts): a business is listed under its name and found by its
        -- representative too.
        CASE WHEN business_name IS NOT NULL THEN first_name || ' ' || surname END, '+2782' || ${h.digits(8, 7)},
        lower(replace(first_name || '.' || surname, ' ', '')) || n || '@example.co.za', 'en',
        ${h.ifSubmitted("created_at + interval '5 minutes'")}, ${h.ifSubmitted("created_at + interval '25 minutes'")},
        ${h.ifSubmitted("'typed'")}, ${h.ifSubmitted("first_name || ' ' || surname")},
        ${h.ifSubmitted("created_at + interval '24 minutes'")}, created_at, created_at,
        -- Open cases are due (cases/service-levels.ts); three days after the start stands in for business hours here.
        CASE WHEN status IN ('pending', 'needsinfo', 'approved') THEN created_at + interval '3 days' END
      FROM generated
      RETURNING id, reference
    )
    INSERT INTO ${detail.table} (id, ${Object.keys(detail.columns).join(', ')})
    SELECT inserted.id, ${Object.values(detail.columns).join(', ')}
    FROM inserted JOIN generated USING (reference)`;
}
