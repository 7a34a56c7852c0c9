import type { Database } from '../../db/client.js';
import { listComplexes, listPremisesOfComplex } from '../../db/repositories/premises-repository.js';

/** The active complexes by name, with their addresses. */
export const activeComplexes = (db: Database) => listComplexes(db);

/** The units of an active complex, in the order they were added; none for one deactivated. */
export const unitsOfComplex = (db: Database, complexId: number) => listPremisesOfComplex(db, complexId);
