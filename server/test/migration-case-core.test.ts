import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/client.js';
import { openEmpty } from './support/empty-database.js';
import { DATABASES } from './support/test-server.js';

/** The migrations folder as it was before the case core (0000-0002), to fill a database under the old schema. */
function oldMigrationsFolder(): string {
  const from = migrationsFolder();
  const to = mkdtempSync(path.join(tmpdir(), 'pm-old-migrations-'));
  mkdirSync(path.join(to, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(from, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 2);
  writeFileSync(path.join(to, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as Array<{ tag: string }>) {
    copyFileSync(path.join(from, `${entry.tag}.sql`), path.join(to, `${entry.tag}.sql`));
  }
  return to;
}

const TENANT = '11111111-1111-4111-8111-111111111111';
const BUSINESS = '22222222-2222-4222-8222-222222222222';
const ADMIN = '33333333-3333-4333-8333-333333333333';

/** Applications, documents, timeline, sessions and codes as the residential issue stored them. */
async function fillOldSchema(database: DatabaseHandle) {
  const run = (query: string) => database.db.execute(sql.raw(query));
  await run(
    `INSERT INTO admin_users (id, username, display_name, password_hash) VALUES ('${ADMIN}', 'thandi', 'Thandi Mokoena', 'x')`,
  );
  await run(`INSERT INTO applications (id, reference, form_type, is_business, status, step_no, language, title, initials,
      first_name, surname, id_number, cell_phone, email, ref_name, complex_name, street_address, unit_number, suburb,
      province, occupation_date, lease_date, is_owner, postal_address, postal_code, cell_confirmed_at, consent_at,
      consent_terms_version, submitted_at, deposit_cents, deposit_approved_at, decided_by, decided_at,
      last_client_message, info_requested, signature_type, signature_text, signed_at, created_at, updated_at)
    VALUES ('${TENANT}', 'PM-2026-48213', 1, false, 'needsinfo', 8, 'zu', 'Ms', 'N', 'Ntombizodwa', 'Ngcobo-Müller',
      '8001015009087', '+27821234567', 'ntombi@example.co.za', 'Sipho', 'Hatfield Square', '1122 Burnett Street', '12',
      'Hatfield', 'Gauteng', '2026-02-01', '2026-01-15', false, 'PO Box 1', '0083', '2026-11-01T08:00:00Z',
      '2026-11-01T07:59:00Z', '2026-11', '2026-11-01T09:00:00Z', 500900, '2026-11-02T10:00:00Z', '${ADMIN}',
      '2026-11-02T11:00:00Z', 'Unclear/unreadable ID copy.', 'Unclear/unreadable ID copy.', 'typed', 'N Ngcobo-Müller',
      '2026-11-01T09:00:00Z', '2026-11-01T07:59:00Z', '2026-11-02T11:00:00Z')`);
  await run(`INSERT INTO applications (id, reference, form_type, is_business, status, language, first_name, surname,
      cell_phone, business, created_at, updated_at)
    VALUES ('${BUSINESS}', 'PM-2026-77001', 4, true, 'incomplete', 'af', 'Pieter', 'Botha', '+27831234567',
      '{"businessName": "Botha Bakery (Pty) Ltd"}', '2026-11-03T07:00:00Z', '2026-11-03T07:00:00Z')`);
  await run(`INSERT INTO documents (application_id, type, stored_name, original_name, content_type, size_bytes, is_approved, reviewed_by)
    VALUES ('${TENANT}', 'id', '${'a'.repeat(32)}.pdf', 'id.pdf', 'application/pdf', 1200, true, '${ADMIN}'),
           ('${TENANT}', 'deedlease', '${'b'.repeat(32)}.png', 'lease.png', 'image/png', 3400, null, null)`);
  const events: Array<[string, string, string | null, string | null, string | null, string | null]> = [
    ['applicant', 'status', null, 'incomplete', 'POPIA consent given (terms 2026-11)', null],
    ['applicant', 'status', 'incomplete', 'pending', null, null],
    ['admin', 'note', null, null, 'Deposit approved: R 5 009.00', ADMIN],
    ['admin', 'note', null, null, 'Complex confirmed: Hatfield Square', ADMIN],
    [
      'admin',
      'note',
      null,
      null,
      'Unit confirmed: CX001-012 (Unit 12, Hatfield Square, 1122 Burnett Street, Hatfield)',
      ADMIN,
    ],
    ['admin', 'note', null, null, 'Approved document: id', ADMIN],
    ['admin', 'note', null, null, 'Uploaded document: manual', ADMIN],
    ['admin', 'note', null, null, 'Called the applicant; she will send a clearer copy.', ADMIN],
    ['admin', 'message', null, null, 'SMS: Please send a clearer ID copy.', ADMIN],
    ['admin', 'status', 'pending', 'needsinfo', 'Unclear/unreadable ID copy.', ADMIN],
  ];
  for (const [index, [actor, kind, from, to, text, admin]] of events.entries()) {
    const value = (v: string | null) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`);
    await run(`INSERT INTO application_events (application_id, at, actor_type, admin_id, kind, status_from, status_to, text)
      VALUES ('${TENANT}', '2026-11-01T08:00:00Z'::timestamptz + interval '${index} minutes', '${actor}', ${value(admin)},
        '${kind}', ${value(from)}, ${value(to)}, ${value(text)})`);
  }
  await run(
    `INSERT INTO applicant_sessions (token_hash, application_id, expires_at) VALUES ('hash-1', '${TENANT}', now() + interval '1 day')`,
  );
  await run(`INSERT INTO verification_codes (application_id, phone, code_hash, expires_at, attempts)
    VALUES ('${TENANT}', '+27821234567', 'code-hash', now() + interval '10 minutes', 2)`);
}

describe.each(DATABASES)('the case core migration on %s', (kind) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let oldFolder: string;
  const rows = async (query: string) =>
    (await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> };

  beforeAll(async () => {
    ({ database, drop } = await openEmpty(kind));
    oldFolder = oldMigrationsFolder();
    await database.migrate(oldFolder);
    await fillOldSchema(database);
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  test('every application becomes a case of its kind with its contact, status and decision', async () => {
    const { rows: cases } = await rows('SELECT * FROM cases ORDER BY reference');
    expect(cases).toHaveLength(2);
    const [tenant, business] = cases as Array<Record<string, unknown>>;
    expect(tenant).toMatchObject({
      id: TENANT,
      kind: 'residential_application',
      reference: 'PM-2026-48213',
      status: 'needsinfo',
      display_name: 'Ntombizodwa Ngcobo-Müller',
      cell_phone: '+27821234567',
      email: 'ntombi@example.co.za',
      language: 'zu',
      decided_by: ADMIN,
      signature_type: 'typed',
      signature_text: 'N Ngcobo-Müller',
      info_request: { key: 'decisions.infoRequest.unclear-id-copy' },
      last_message: { key: 'decisions.infoRequest.unclear-id-copy' },
    });
    expect(new Date(tenant!.cell_confirmed_at as string).toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(new Date(tenant!.submitted_at as string).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(business).toMatchObject({ kind: 'business_application', status: 'incomplete', language: 'af' });
  });

  test("the application keeps its own fields, the deposit and the business's details", async () => {
    const { rows: applications } = await rows(`SELECT * FROM applications WHERE id = '${TENANT}'`);
    expect(applications[0]).toMatchObject({
      form_type: 1,
      first_name: 'Ntombizodwa',
      surname: 'Ngcobo-Müller',
      id_number: '8001015009087',
      complex_name: 'Hatfield Square',
      unit_number: '12',
      deposit_cents: 500900,
      is_owner: false,
      postal_code: '0083',
    });
    const { rows: business } = await rows(`SELECT business FROM applications WHERE id = '${BUSINESS}'`);
    expect(business[0]!.business).toEqual({ businessName: 'Botha Bakery (Pty) Ltd' });
  });

  test('consent, documents, sessions and codes hang off the case', async () => {
    const { rows: consents } = await rows('SELECT * FROM consents');
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ case_id: TENANT, purpose: 'popia', terms_version: '2026-11' });
    const { rows: documents } = await rows('SELECT case_id, type, is_approved FROM documents ORDER BY type');
    expect(documents).toEqual([
      { case_id: TENANT, type: 'deedlease', is_approved: null },
      { case_id: TENANT, type: 'id', is_approved: true },
    ]);
    const { rows: sessions } = await rows('SELECT case_id, token_hash FROM customer_sessions');
    expect(sessions).toEqual([{ case_id: TENANT, token_hash: 'hash-1' }]);
    const { rows: codes } = await rows('SELECT case_id, attempts FROM verification_codes');
    expect(codes).toEqual([{ case_id: TENANT, attempts: 2 }]);
  });

  test('the timeline keeps every event, as kinds with values instead of sentences', async () => {
    const { rows: events } = await rows(`SELECT actor_type, admin_id, kind, data FROM case_events ORDER BY at, id`);
    expect(events.map((e) => [e.actor_type, e.kind, e.data])).toEqual([
      ['customer', 'created', { termsVersion: '2026-11' }],
      ['customer', 'status', { from: 'incomplete', to: 'pending', action: 'submit' }],
      ['admin', 'deposit_approved', { amountCents: 500900, previousCents: null }],
      ['admin', 'complex_confirmed', { complexName: 'Hatfield Square' }],
      [
        'admin',
        'unit_confirmed',
        { premise: 'CX001-012', address: 'Unit 12, Hatfield Square, 1122 Burnett Street, Hatfield' },
      ],
      ['admin', 'document_approved', { type: 'id' }],
      ['admin', 'document_uploaded', { type: 'manual' }],
      ['admin', 'note', { text: 'Called the applicant; she will send a clearer copy.' }],
      ['admin', 'message', { channel: 'sms', text: 'Please send a clearer ID copy.' }],
      [
        'admin',
        'status',
        { from: 'pending', to: 'needsinfo', action: 'request-info', reason: { text: 'Unclear/unreadable ID copy.' } },
      ],
    ]);
    expect(events.filter((e) => e.actor_type === 'admin').every((e) => e.admin_id === ADMIN)).toBe(true);
  });

  test('the old tables and columns are gone', async () => {
    const { rows: tables } = await rows(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('applicant_sessions', 'application_events')`,
    );
    expect(tables).toEqual([]);
    const { rows: columns } = await rows(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'applications' AND column_name IN ('reference', 'status', 'cell_phone', 'consent_at')`,
    );
    expect(columns).toEqual([]);
  });
});
