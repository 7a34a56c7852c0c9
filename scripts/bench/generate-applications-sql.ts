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

/** Applications (a case and its application row) numbered from..to; every value derives from the number (hashint8extended), so each run gets the same rows. */
export function generateApplicationsSql(from: number, to: number): string {
  const array = (values: readonly string[]) =>
    `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
  const hash = (salt: number) => `abs(hashint8extended(n, ${salt}))`;
  const pick = (values: readonly string[], salt: number) => `(${array(values)})[1 + ${hash(salt)} % ${values.length}]`;
  const digits = (salt: number, count: number) => `lpad((${hash(salt)} % ${10 ** count})::text, ${count}, '0')`;
  const ifSubmitted = (value: string) => `CASE WHEN status <> 'incomplete' THEN ${value} END`;
  // One statement: the cases first, then each one's application row under the same id.
  return `
    WITH generated AS (
      SELECT n, 'PM-2026-' || lpad(n::text, 6, '0') AS reference, ${hash(1)} % 10 = 0 AS is_business,
        ${pick(FIRST_NAMES, 2)} AS first_name, ${pick(SURNAMES, 3)} AS surname,
        ${pick(COMPLEXES, 4)} AS complex, ${pick(SUBURBS, 5)} AS suburb, created_at,
        CASE WHEN created_at > now() - interval '30 days' THEN ${pick(RECENT_STATUSES, 6)}
          ELSE ${pick(OLDER_STATUSES, 6)} END AS status
      FROM (
        SELECT n, now() - make_interval(secs => ${hash(0)} % (400 * 86400)) AS created_at
        FROM generate_series(${from}, ${to}) AS n
      ) AS numbered
    ), inserted AS (
      INSERT INTO cases (kind, reference, status, display_name, cell_phone, email, language, cell_confirmed_at,
        submitted_at, signature_type, signature_text, signed_at, created_at, updated_at)
      SELECT CASE WHEN is_business THEN 'business_application' ELSE 'residential_application' END, reference, status,
        first_name || ' ' || surname, '+2782' || ${digits(8, 7)},
        lower(replace(first_name || '.' || surname, ' ', '')) || n || '@example.co.za', 'en',
        ${ifSubmitted("created_at + interval '5 minutes'")}, ${ifSubmitted("created_at + interval '25 minutes'")},
        ${ifSubmitted("'typed'")}, ${ifSubmitted("first_name || ' ' || surname")},
        ${ifSubmitted("created_at + interval '24 minutes'")}, created_at, created_at
      FROM generated
      RETURNING id, reference
    )
    INSERT INTO applications (id, form_type, title, initials, first_name, surname, id_number, ref_name, ref_relation,
      ref_cell_no, complex_name, street_address, unit_number, suburb, province, is_owner, postal_code, business)
    SELECT inserted.id, CASE WHEN is_business THEN 4 ELSE 1 END, 'Mx', left(first_name, 1), first_name, surname,
      ${digits(7, 13)}, 'Reference Person', 'Sibling', '+2783' || ${digits(9, 7)}, complex,
      (${hash(10)} % 900 + 1) || ' Main Road', (${hash(11)} % 200 + 1)::text, suburb, 'Gauteng', ${hash(12)} % 3 = 0,
      '0028', CASE WHEN is_business THEN jsonb_build_object('companyName', surname || ' Holdings (Pty) Ltd') END
    FROM inserted JOIN generated USING (reference)`;
}
