import type {
  ChangeComplexInput,
  ComplexRecord,
  ComplexUnitsAnswer,
  CreateComplexInput,
  UnitInput,
  UnitRecord,
} from '@protea/shared/schemas/reference-data';
import { type Database, withTransaction } from '../../db/client.js';
import { insertAudit } from '../../db/repositories/audit-repository.js';
import {
  type ComplexRow,
  findComplex,
  findComplexNamed,
  findUnit,
  findUnitClash,
  insertComplex,
  insertUnit,
  listUnits,
  lockComplex,
  refreshUnitAddresses,
  unitAddress,
  updateComplex,
  updateUnit,
} from '../../db/repositories/reference-repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../app-error.js';
import type { ReferenceActor } from './reference-actor.js';

const auditComplex = (
  tx: Database,
  actor: ReferenceActor,
  action: string,
  complexId: number,
  details: Record<string, unknown>,
) =>
  insertAudit(tx, {
    adminId: actor.adminId,
    actor: actor.username,
    action,
    entityType: 'complex',
    entityId: String(complexId),
    details,
    ip: actor.ip,
  });

const complexRecord = (row: ComplexRow, unitCount: number): ComplexRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  streetAddress: row.streetAddress,
  suburb: row.suburb,
  city: row.city,
  province: row.province,
  postalCode: row.postalCode,
  isActive: row.isActive,
  unitCount,
});

const complexTaken = () =>
  new AppError('complex_taken', { fields: { name: ['admin.reference.validation.complexTaken'] } });

/** A change checked first can still meet one that committed meanwhile: the unique index then answers, as a 409. */
const refusingClash =
  (clash: () => AppError) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? clash() : error;
  };

const unitTaken = () =>
  new AppError('unit_taken', {
    fields: {
      premiseCode: ['admin.reference.validation.unitTaken'],
      unitNumber: ['admin.reference.validation.unitTaken'],
    },
  });

export async function createComplex(db: Database, actor: ReferenceActor, input: CreateComplexInput) {
  return withTransaction(db, async (tx) => {
    const created = await insertComplex(tx, {
      name: input.name,
      streetAddress: input.streetAddress,
      suburb: input.suburb,
      city: input.city,
      province: input.province,
      postalCode: input.postalCode || null,
    });
    if (!created) throw complexTaken();
    await auditComplex(tx, actor, 'reference.complex_created', created.id, { code: created.code, name: created.name });
    return complexRecord(created, 0);
  });
}

/** Changes a complex's details or deactivates it (or brings it back); units' addresses follow its name and street. */
export async function changeComplex(db: Database, actor: ReferenceActor, id: number, input: ChangeComplexInput) {
  return withTransaction(db, async (tx) => {
    const before = await lockComplex(tx, id);
    if (!before) throw new AppError('complex_not_found');
    const name = input.name ?? before.name;
    const suburb = input.suburb ?? before.suburb;
    if (await findComplexNamed(tx, name, suburb, id)) throw complexTaken();
    const values = {
      ...input,
      ...(input.postalCode === undefined ? {} : { postalCode: input.postalCode || null }),
    };
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => before[key as keyof ComplexRow] !== value),
    );
    if (Object.keys(changed).length === 0) return complexRecord(before, (await listUnits(tx, id)).length);
    const after = (await updateComplex(tx, id, changed))!;
    if (after.name !== before.name || after.streetAddress !== before.streetAddress || after.suburb !== before.suburb) {
      await refreshUnitAddresses(tx, after);
    }
    const action =
      input.isActive === false && before.isActive
        ? 'reference.complex_deactivated'
        : input.isActive === true && !before.isActive
          ? 'reference.complex_reactivated'
          : 'reference.complex_changed';
    const previous = Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof ComplexRow]]));
    await auditComplex(tx, actor, action, id, { changed, previous });
    return complexRecord(after, (await listUnits(tx, id)).length);
  }).catch(refusingClash(complexTaken));
}

export async function readComplexUnits(db: Database, id: number): Promise<ComplexUnitsAnswer> {
  const complex = await findComplex(db, id);
  if (!complex) throw new AppError('complex_not_found');
  const units = await listUnits(db, id);
  return { complex: complexRecord(complex, units.length), units };
}

export async function addUnit(db: Database, actor: ReferenceActor, complexId: number, input: UnitInput) {
  return withTransaction(db, async (tx) => {
    const complex = await lockComplex(tx, complexId);
    if (!complex) throw new AppError('complex_not_found');
    const unit = await insertUnit(tx, {
      complexId,
      premise: input.premiseCode,
      unitNumber: input.unitNumber,
      address: unitAddress(input.unitNumber, complex),
    });
    if (!unit) throw unitTaken();
    await auditComplex(tx, actor, 'reference.unit_added', complexId, {
      premiseCode: unit.premise,
      unitNumber: unit.unitNumber,
    });
    return { id: unit.id, unitNumber: unit.unitNumber, premiseCode: unit.premise, address: unit.address };
  });
}

export async function changeUnit(
  db: Database,
  actor: ReferenceActor,
  complexId: number,
  unitId: number,
  input: UnitInput,
): Promise<UnitRecord> {
  return withTransaction(db, async (tx) => {
    const complex = await lockComplex(tx, complexId);
    const before = complex && (await findUnit(tx, complexId, unitId));
    if (!complex || !before) throw new AppError('premise_not_found');
    if (await findUnitClash(tx, complexId, input.unitNumber, input.premiseCode, unitId)) throw unitTaken();
    const after = (await updateUnit(tx, unitId, {
      premise: input.premiseCode,
      unitNumber: input.unitNumber,
      address: unitAddress(input.unitNumber, complex),
    }))!;
    if (after.premise !== before.premise || after.unitNumber !== before.unitNumber) {
      await auditComplex(tx, actor, 'reference.unit_changed', complexId, {
        unitId,
        previous: { premiseCode: before.premise, unitNumber: before.unitNumber },
        premiseCode: after.premise,
        unitNumber: after.unitNumber,
      });
    }
    return { id: after.id, unitNumber: after.unitNumber, premiseCode: after.premise, address: after.address };
  }).catch(refusingClash(unitTaken));
}
