import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, migrationsFolder } from '../src/db/client.js';
import { readSigningDraft } from '../src/domain/cases/signing-draft.js';
import { readFirstScreenDraft } from '../src/domain/drafts/first-screen-draft.js';
import { hashSessionToken } from '../src/domain/session-token.js';
import { openEmpty } from './support/empty-database.js';
import { DATABASES } from './support/test-server.js';

/** The migrations folder as it was before the one draft model (up to 0024, `application_drafts` still in use). */
function migrationsBeforeOneDraftModel(): string {
  const from = migrationsFolder();
  const to = mkdtempSync(path.join(tmpdir(), 'pm-draft-migrations-'));
  mkdirSync(path.join(to, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(from, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0025');
  writeFileSync(path.join(to, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as Array<{ tag: string }>) {
    copyFileSync(path.join(from, `${entry.tag}.sql`), path.join(to, `${entry.tag}.sql`));
  }
  return to;
}

const SECRET = 'a-session-secret-of-at-least-32-characters';
const HOUSEHOLD_TOKEN = 'household-browser-token';
const BUSINESS_TOKEN = 'business-browser-token';
const SIGNING_CASE = '44444444-4444-4444-8444-444444444444';
const TERMINATION_CASE = '55555555-5555-4555-8555-555555555555';
const GONE_CASE = '66666666-6666-4666-8666-666666666666';

const household = {
  step: 'client_details',
  client: { title: 'Ms', firstName: 'Thandi', surname: 'Mokoena', idNumber: '8001015009087' },
};
const business = {
  step: 'property_info',
  client: { firstName: 'Anna' },
  business: { businessName: 'Centurion Fresh (Pty) Ltd', directors: [{ fullName: 'Anna Botha', idNumber: '1' }] },
};
const signing = { ticked: ['acceptTerms'], signatureType: 'typed', typed: 'T Mokoena', drawn: null };

/** Drafts as the model of ADR 032 kept them: a browser's first screens, a case's signing draft, a termination's case. */
async function fillOldModel(database: DatabaseHandle) {
  const run = (query: string) => database.db.execute(sql.raw(query));
  const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;
  await run(`INSERT INTO cases (id, kind, reference, status) VALUES
    ('${SIGNING_CASE}', 'residential_application', 'PM-2026-10001', 'incomplete'),
    ('${TERMINATION_CASE}', 'residential_termination', 'TM-2026-10002', 'incomplete')`);
  await run(`INSERT INTO application_drafts (token_hash, kind, content, updated_at, expires_at) VALUES
    ('${hashSessionToken(SECRET, HOUSEHOLD_TOKEN)}', 'residential', ${json(household)}, now(), now() + interval '20 hours'),
    ('${hashSessionToken(SECRET, BUSINESS_TOKEN)}', 'business', ${json(business)}, now(), now() + interval '3 hours'),
    ('case:${SIGNING_CASE}', 'signing', ${json(signing)}, now(), now() + interval '5 hours'),
    ('case:${GONE_CASE}', 'signing', ${json(signing)}, now(), now() + interval '5 hours')`);
}

describe.each(DATABASES)('the one draft model migration on %s', (kind) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let oldFolder: string;
  const deps = () => ({ db: database.db, sessionSecret: SECRET });
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    ({ database, drop } = await openEmpty(kind));
    oldFolder = migrationsBeforeOneDraftModel();
    await database.migrate(oldFolder);
    await fillOldModel(database);
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  test("a browser's first screens of either application kind are read back as they were, under their case kind", async () => {
    expect(await readFirstScreenDraft(deps(), HOUSEHOLD_TOKEN, 'residential_application')).toEqual(household);
    expect(await readFirstScreenDraft(deps(), BUSINESS_TOKEN, 'business_application')).toEqual(business);
    expect(await readFirstScreenDraft(deps(), HOUSEHOLD_TOKEN, 'business_application')).toBeNull();
  });

  test('a signing draft is now owned by its case, and keeps its expiry', async () => {
    expect(await readSigningDraft(database.db, SIGNING_CASE)).toEqual(signing);
    const [row] = await rows(
      `SELECT token_hash, case_id, expires_at > now() + interval '4 hours' AS kept FROM drafts WHERE kind = 'signing'`,
    );
    expect(row).toEqual({ token_hash: null, case_id: SIGNING_CASE, kept: true });
  });

  test('a signing draft whose case is gone stays behind, and the old table is gone', async () => {
    expect(await rows(`SELECT count(*)::int AS n FROM drafts`)).toEqual([{ n: 3 }]);
    expect(await rows(`SELECT to_regclass('application_drafts') IS NULL AS gone`)).toEqual([{ gone: true }]);
  });

  test("a termination's incomplete case is untouched: its draft is still its case", async () => {
    expect(await rows(`SELECT status FROM cases WHERE id = '${TERMINATION_CASE}'`)).toEqual([{ status: 'incomplete' }]);
  });

  test("a case's draft goes with the case", async () => {
    await database.db.execute(sql.raw(`DELETE FROM cases WHERE id = '${SIGNING_CASE}'`));
    expect(await readSigningDraft(database.db, SIGNING_CASE)).toBeNull();
    expect(await rows(`SELECT count(*)::int AS n FROM drafts WHERE kind = 'signing'`)).toEqual([{ n: 0 }]);
  });
});
