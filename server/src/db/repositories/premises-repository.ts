import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../client.js';
import { complexes, premises } from '../schema.js';

/** Where a complex is, as its lists show it (and the units file writes it). */
export const complexAddressFields = {
  streetAddress: complexes.streetAddress,
  suburb: complexes.suburb,
  city: complexes.city,
  province: complexes.province,
};

/** The complexes offered to customers: the active ones. Staff lists include the others (reference-repository.ts). */
export function listComplexes(db: Database) {
  return db
    .select({ id: complexes.id, name: complexes.name, ...complexAddressFields })
    .from(complexes)
    .where(eq(complexes.isActive, true))
    .orderBy(asc(complexes.name));
}

/** The units of an active complex; none for one deactivated. */
export function listPremisesOfComplex(db: Database, complexId: number) {
  return db
    .select({ id: premises.id, premise: premises.premise, unitNumber: premises.unitNumber, address: premises.address })
    .from(premises)
    .innerJoin(complexes, and(eq(complexes.id, premises.complexId), eq(complexes.isActive, true)))
    .where(eq(premises.complexId, complexId))
    .orderBy(asc(premises.id));
}

/** A premise with its complex, found by its id or by its code; undefined when there is none. */
async function findPremiseAndComplex(db: Database, where: SQL) {
  const rows = await db
    .select({ premise: premises, complex: complexes })
    .from(premises)
    .innerJoin(complexes, eq(complexes.id, premises.complexId))
    .where(where)
    .limit(1);
  return rows[0];
}

export const findPremiseWithComplex = (db: Database, premiseId: number) =>
  findPremiseAndComplex(db, eq(premises.id, premiseId));

export const findPremiseByCode = (db: Database, premise: string) =>
  findPremiseAndComplex(db, eq(premises.premise, premise));
