import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../client.js';
import { insertAccounts } from '../repositories/account-repository.js';
import { type accounts, complexes, premises } from '../schema.js';
import { demoHolder, EXAMPLE_ACCOUNT, seededRandom } from './demo-accounts.js';
import { DEMO_COMPLEXES } from './demo-complexes.js';
import { seedHistory } from './seed-history.js';
import { depositByRule, readDepositRules } from './seed-reference-data.js';

export interface SeedDemoOptions {
  /** Six months of requests (seed-history.ts); on unless turned off. */
  history?: boolean;
  /** Where the history's document files go; without it the history has no document rows. */
  storage?: FileStorage;
  /** Where a customer resumes a request, for the links in seeded messages (config/resume-url.ts). */
  resumeUrl?: (wizardPath: string) => string;
}

/** Demo complexes, their units, the accounts register and six months of requests; running it again changes nothing. */
export async function seedDemoData(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const complexRows = DEMO_COMPLEXES.map(([name, streetAddress, suburb, city, postalCode], index) => ({
    code: `CX${String(index + 1).padStart(3, '0')}`,
    name,
    streetAddress,
    suburb,
    city,
    province: 'Gauteng',
    postalCode,
  }));
  await db.insert(complexes).values(complexRows).onConflictDoNothing({ target: complexes.code });
  const stored = await db.select({ id: complexes.id, code: complexes.code }).from(complexes);
  const idByCode = new Map(stored.map((row) => [row.code, row.id]));

  const unitRows = DEMO_COMPLEXES.flatMap(([name, streetAddress, suburb], index) => {
    const code = complexRows[index]!.code;
    const complexId = idByCode.get(code)!;
    const unitCount = DEMO_COMPLEXES[index]![5];
    return Array.from({ length: unitCount }, (_, unit) => {
      const unitNumber = String(unit + 1);
      return {
        complexId,
        premise: `${code}-${unitNumber.padStart(3, '0')}`,
        unitNumber,
        address: `Unit ${unitNumber}, ${name}, ${streetAddress}, ${suburb}`,
      };
    });
  });
  await db.insert(premises).values(unitRows).onConflictDoNothing({ target: premises.premise });
  await seedDemoAccounts(db);
  if (options.history !== false) await seedHistory(db, { storage: options.storage, resumeUrl: options.resumeUrl });
}

/**
 * A few hundred open accounts on the seeded premises (three units in four are let), with holders,
 * ID numbers, cells and the deposits held; the spec's example account `00005555` among them.
 */
async function seedDemoAccounts(db: Database): Promise<void> {
  const units = await db
    .select({ id: premises.id, premise: premises.premise })
    .from(premises)
    .orderBy(premises.premise);
  const rules = await readDepositRules(db);
  const random = seededRandom(20_261_122);
  const rows = units.flatMap((unit, index): (typeof accounts.$inferInsert)[] => {
    if (unit.premise === EXAMPLE_ACCOUNT.premise) {
      const { premise: _premise, ...example } = EXAMPLE_ACCOUNT;
      return [{ ...example, premiseId: unit.id, openedOn: '2021-03-01' }];
    }
    if (index % 4 === 3) return [];
    const holder = demoHolder(random, index);
    const isOwner = random() < 0.35;
    const deposit = depositByRule(rules, holder.isBusiness, isOwner);
    const opened = new Date(
      Date.UTC(2015 + Math.floor(random() * 11), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    return [
      {
        ...holder,
        accountNumber: String(10_001 + index * 13).padStart(8, '0'),
        premiseId: unit.id,
        depositCents: deposit,
        openedOn: opened.toISOString().slice(0, 10),
      },
    ];
  });
  await insertAccounts(db, rows);
}
