// Comma-separated to stay compact. 'nkosi' finds the surname Nkosi and the first name Nkosinathi: about 6.7% of rows.
const FIRST_NAMES = (
  'Thandi,Sipho,Lerato,Johan,Anele,Pieter,Ayesha,Bongani,Nomvula,Themba,Zanele,Kagiso,Naledi,Mandla,Precious,' +
  'Riaan,Fatima,Lindiwe,Tshepo,Priya,Nkosinathi,Karabo,Mpho,Annelie,Sibusiso,Busisiwe,Hendrik,Refilwe,Dineo,Kabelo'
).split(',');
const SURNAMES = (
  'Nkosi,Dlamini,Ndlovu,Khumalo,Mokoena,Naidoo,Botha,van der Merwe,Pillay,Mthembu,Zulu,Molefe,Pretorius,Sithole,' +
  'Mahlangu,Nel,Govender,Mabuza,Coetzee,Mkhize,Jacobs,Shabalala,Fourie,Ngcobo,Maseko,Steyn,Moodley,Baloyi,Williams,Hlongwane'
).split(',');
const COMPLEXES = 'Protea Gardens,Jacaranda Court,Silver Oaks,Fynbos Estate,Baobab Villas,Marula Heights'.split(',');
const SUBURBS = ['Brooklyn', 'Hatfield', 'Sandton', 'Rondebosch', 'Umhlanga', 'Centurion', 'Durbanville', 'Soweto'];
// Weighted by repetition. The last 30 days hold the work in progress; older applications are mostly done.
const RECENT_STATUSES = [
  ...['incomplete', 'incomplete', 'incomplete', 'pending', 'pending', 'pending', 'pending'],
  ...['needsinfo', 'approved', 'approved', 'rejected', 'completed'],
];
const OLDER_STATUSES = [
  ...['incomplete', 'incomplete', 'pending', 'needsinfo', 'approved', 'rejected', 'rejected'],
  ...Array<string>(7).fill('completed'),
  ...Array<string>(3).fill('archived'),
];

/** Applications numbered from..to; every value derives from the number (hashint8extended), so each run gets the same rows. */
export function generateApplicationsSql(from: number, to: number): string {
  const array = (values: readonly string[]) =>
    `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
  const hash = (salt: number) => `abs(hashint8extended(n, ${salt}))`;
  const pick = (values: readonly string[], salt: number) => `(${array(values)})[1 + ${hash(salt)} % ${values.length}]`;
  const digits = (salt: number, count: number) => `lpad((${hash(salt)} % ${10 ** count})::text, ${count}, '0')`;
  const ifSubmitted = (value: string) => `CASE WHEN status <> 'incomplete' THEN ${value} END`;
  return `
    INSERT INTO applications (reference, form_type, is_business, status, language, title, initials, first_name, surname,
      id_number, cell_phone, email, ref_name, ref_relation, ref_cell_no, complex_name, street_address, unit_number, suburb,
      province, is_owner, postal_code, cell_confirmed_at, consent_at, consent_terms_version, submitted_at, signature_type,
      signature_text, signed_at, business, created_at, updated_at)
    SELECT reference, CASE WHEN is_business THEN 4 ELSE 1 END, is_business, status, 'en', 'Mx', left(first_name, 1),
      first_name, surname, ${digits(7, 13)}, '+2782' || ${digits(8, 7)},
      lower(replace(first_name || '.' || surname, ' ', '')) || n || '@example.co.za',
      'Reference Person', 'Sibling', '+2783' || ${digits(9, 7)}, complex, (${hash(10)} % 900 + 1) || ' Main Road',
      (${hash(11)} % 200 + 1)::text, suburb, 'Gauteng', ${hash(12)} % 3 = 0, '0028',
      ${ifSubmitted("created_at + interval '5 minutes'")}, ${ifSubmitted("created_at + interval '20 minutes'")},
      ${ifSubmitted("'2026-03'")}, ${ifSubmitted("created_at + interval '25 minutes'")}, ${ifSubmitted("'typed'")},
      ${ifSubmitted("first_name || ' ' || surname")}, ${ifSubmitted("created_at + interval '24 minutes'")},
      CASE WHEN is_business THEN jsonb_build_object('companyName', surname || ' Holdings (Pty) Ltd') END,
      created_at, created_at
    FROM (
      SELECT n, 'PM-2026-' || lpad(n::text, 6, '0') AS reference, ${hash(1)} % 10 = 0 AS is_business,
        ${pick(FIRST_NAMES, 2)} AS first_name, ${pick(SURNAMES, 3)} AS surname,
        ${pick(COMPLEXES, 4)} AS complex, ${pick(SUBURBS, 5)} AS suburb, created_at,
        CASE WHEN created_at > now() - interval '30 days' THEN ${pick(RECENT_STATUSES, 6)}
          ELSE ${pick(OLDER_STATUSES, 6)} END AS status
      FROM (
        SELECT n, now() - make_interval(secs => ${hash(0)} % (400 * 86400)) AS created_at
        FROM generate_series(${from}, ${to}) AS n
      ) AS numbered
    ) AS generated`;
}
