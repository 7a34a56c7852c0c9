import { isValidSaIdNumber } from '@protea/shared/sa-id-number';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accounts, complexes, depositRules, premises } from '../src/db/schema.js';
import { seedDemoData } from '../src/db/seed/seed-demo-data.js';
import { seedReferenceData } from '../src/db/seed/seed-reference-data.js';
import { DATABASES, startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASES)('seed on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('demo data has Pretoria and Centurion complexes with at least 400 units', async () => {
    const rows = await server.db.select().from(complexes);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Pretoria', 'Centurion']));
    expect(await server.db.$count(premises)).toBeGreaterThanOrEqual(400);
  });

  test("the accounts register holds a few hundred open accounts on the seeded premises, the spec's 00005555 among them", async () => {
    // The register as seeded, without the accounts the demo history opened; those it closed name the termination.
    const rows = (await server.db.select().from(accounts)).filter((row) => row.openedByCaseId === null);
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(rows.length).toBeLessThan(await server.db.$count(premises));
    expect(rows.every((row) => row.premiseId !== null)).toBe(true);
    expect(rows.every((row) => (row.closedOn === null) === (row.closedByCaseId === null))).toBe(true);
    expect(rows.filter((row) => row.closedOn === null).length).toBeGreaterThanOrEqual(200);
    expect(rows.every((row) => /^\d{8}$/.test(row.accountNumber))).toBe(true);
    const people = rows.filter((row) => !row.isBusiness);
    expect(people.every((row) => isValidSaIdNumber(row.holderIdNumber))).toBe(true);
    expect(rows.filter((row) => row.isBusiness).every((row) => /^\d{4}\/\d{6}\/\d{2}$/.test(row.holderIdNumber))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.depositCents))).toEqual(new Set([0, 200_000, 250_000, 500_000]));
    expect(rows.find((row) => row.accountNumber === '00005555')).toMatchObject({
      holderName: 'Thandi Mokoena',
      holderIdNumber: '8001015009087',
      depositCents: 200_000,
    });
  });

  test('deposit rules are seeded in cents as PRODUCT.md sets them', async () => {
    const rules = await server.db.select().from(depositRules);
    const amount = (type: string, occupancy: string) =>
      rules.find((r) => r.applicantType === type && r.occupancy === occupancy)?.amountCents;
    expect(amount('residential', 'owner')).toBe(0);
    expect(amount('residential', 'tenant')).toBe(200_000);
    expect(amount('business', 'owner')).toBe(250_000);
    expect(amount('business', 'tenant')).toBe(500_000);
  });

  test('seeding again changes nothing', async () => {
    const counts = async () => [
      await server.db.$count(complexes),
      await server.db.$count(premises),
      await server.db.$count(depositRules),
      await server.db.$count(accounts),
    ];
    const before = await counts();
    await seedDemoData(server.db, { history: server.config.SEED_HISTORY });
    await seedReferenceData(server.db);
    expect(await counts()).toEqual(before);
  });
});
