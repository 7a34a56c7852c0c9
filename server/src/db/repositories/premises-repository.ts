import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { complexes, premises } from '../schema.js';

export function listComplexes(db: Database) {
  return db
    .select({
      id: complexes.id,
      name: complexes.name,
      streetAddress: complexes.streetAddress,
      suburb: complexes.suburb,
      city: complexes.city,
      province: complexes.province,
    })
    .from(complexes)
    .orderBy(asc(complexes.name));
}

export function listPremisesOfComplex(db: Database, complexId: number) {
  return db
    .select({ id: premises.id, premise: premises.premise, unitNumber: premises.unitNumber, address: premises.address })
    .from(premises)
    .where(eq(premises.complexId, complexId))
    .orderBy(asc(premises.id));
}

export async function findPremiseWithComplex(db: Database, premiseId: number) {
  const rows = await db
    .select({ premise: premises, complex: complexes })
    .from(premises)
    .innerJoin(complexes, eq(complexes.id, premises.complexId))
    .where(eq(premises.id, premiseId))
    .limit(1);
  return rows[0];
}
