import { Readable } from 'node:stream';
import { IMPORT_HEADERS, type ImportRegister } from '@protea/shared/schemas/reference-data';
import { stringify } from 'csv-stringify/sync';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { importRegister } from '../../domain/reference/csv-import/import-register.js';
import { IMPORTABLE_REGISTERS } from '../../domain/reference/csv-import/registers.js';
import { depositByRule, readDepositRules } from '../../domain/reference/deposit-rules.js';
import { SYSTEM_ACTOR } from '../../domain/reference/reference-actor.js';
import type { Database } from '../client.js';
import { demoHolder, EXAMPLE_ACCOUNT, seededRandom } from './demo-accounts.js';
import { DEMO_COMPLEXES } from './demo-complexes.js';
import { seedHistory } from './seed-history.js';

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
  await importDemoFile(db, 'complexes', demoComplexLines());
  await importDemoFile(db, 'accounts', await demoAccountLines(db));
  if (options.history !== false) await seedHistory(db, { storage: options.storage, resumeUrl: options.resumeUrl });
}

/**
 * The demo registers load through the import staff use (issue 29), so every start with `--seed` runs it. A demo file
 * the import refuses is a fault of this code: the start stops and says which line.
 */
async function importDemoFile(db: Database, register: ImportRegister, lines: string[][]) {
  const csv = stringify([[...IMPORT_HEADERS[register]], ...lines]);
  const report = await importRegister(
    db,
    SYSTEM_ACTOR,
    IMPORTABLE_REGISTERS[register],
    Readable.from([Buffer.from(csv)]),
    {
      dryRun: false,
      language: 'en',
      fileName: `demo-${register}.csv`,
    },
  );
  if (!report.committed) throw new Error(`demo ${register} refused: ${JSON.stringify(report.errors.slice(0, 3))}`);
}

interface DemoUnit {
  complexName: string;
  unitNumber: string;
  premise: string;
}

/** Every demo unit in premise-code order: `CX001-001`, `CX001-002`, ... */
function demoUnits(): DemoUnit[] {
  return DEMO_COMPLEXES.flatMap(([complexName, , , , , unitCount], index) => {
    const code = `CX${String(index + 1).padStart(3, '0')}`;
    return Array.from({ length: unitCount }, (_, unit) => {
      const unitNumber = String(unit + 1);
      return { complexName, unitNumber, premise: `${code}-${unitNumber.padStart(3, '0')}` };
    });
  });
}

function demoComplexLines(): string[][] {
  const units = demoUnits();
  return DEMO_COMPLEXES.flatMap(([name, streetAddress, suburb, city]) =>
    units
      .filter((unit) => unit.complexName === name)
      .map((unit) => [name, streetAddress, suburb, city, 'Gauteng', unit.unitNumber, unit.premise]),
  );
}

/**
 * A few hundred open accounts on the seeded premises (three units in four are let), with holders, ID numbers, cells
 * and the deposits held; the spec's example account `00005555` among them.
 */
async function demoAccountLines(db: Database): Promise<string[][]> {
  const rules = await readDepositRules(db);
  const random = seededRandom(20_261_122);
  const rands = (cents: number) => (cents / 100).toFixed(2);
  return demoUnits().flatMap((unit, index): string[][] => {
    const place = [unit.complexName, unit.unitNumber];
    if (unit.premise === EXAMPLE_ACCOUNT.premise) {
      const e = EXAMPLE_ACCOUNT;
      return [
        [
          e.accountNumber,
          e.holderName,
          e.holderIdNumber,
          e.cellPhone,
          '',
          ...place,
          rands(e.depositCents),
          '2021-03-01',
          '',
        ],
      ];
    }
    if (index % 4 === 3) return [];
    const holder = demoHolder(random, index);
    const isOwner = random() < 0.35;
    const deposit = depositByRule(rules, holder.isBusiness, isOwner);
    const opened = new Date(
      Date.UTC(2015 + Math.floor(random() * 11), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
    );
    const accountNumber = String(10_001 + index * 13).padStart(8, '0');
    return [
      [
        accountNumber,
        holder.holderName,
        holder.holderIdNumber,
        holder.cellPhone,
        '',
        ...place,
        rands(deposit),
        opened.toISOString().slice(0, 10),
        '',
      ],
    ];
  });
}
