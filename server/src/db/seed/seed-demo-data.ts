import type { Database } from '../client.js';
import { complexes, premises } from '../schema.js';
import { DEMO_COMPLEXES } from './demo-complexes.js';

/** Demo complexes and their units; running it again changes nothing. */
export async function seedDemoData(db: Database): Promise<void> {
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
}
