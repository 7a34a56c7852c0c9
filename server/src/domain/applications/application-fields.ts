import {
  type BusinessDetails,
  businessDetailsOf,
  type UpdateBusinessApplication,
} from '@protea/shared/schemas/business-application';
import type { UpdateResidentialApplication } from '@protea/shared/schemas/residential-application';
import type { Database } from '../../db/client.js';
import type { ApplicationChanges } from '../../db/repositories/application-repository.js';
import { findPremiseWithComplex } from '../../db/repositories/premises-repository.js';

/** Maps the wizard's fields to columns; a picked unit also links the premises register. */
export async function toApplicationColumns(
  db: Database,
  input: UpdateResidentialApplication | UpdateBusinessApplication,
  currentBusiness: BusinessDetails | null = null,
): Promise<ApplicationChanges> {
  const columns: ApplicationChanges = {
    title: input.title,
    initials: input.initials,
    firstName: input.firstName,
    surname: input.surname,
    idNumber: input.idNumber,
    cellPhone: input.cellPhone,
    email: input.email === undefined ? undefined : (input.email ?? null),
    refName: input.refName,
    refRelation: input.refRelation,
    refAddress: input.refAddress,
    refCellNo: input.refCellNo,
    complexName: input.complexName,
    streetAddress: input.streetAddress,
    unitNumber: input.unitNumber,
    suburb: input.suburb,
    province: input.province,
    occupationDate: input.occupationDate,
    leaseDate: input.leaseDate,
    isOwner: input.isOwner,
    postalAddress: input.postalAddress || undefined,
    postalCode: input.postalCode || undefined,
  };
  // A business's own fields, merged into what it already has (Edit Details sends a part).
  const business = businessDetailsOf(input);
  if (business) columns.business = { ...(currentBusiness ?? {}), ...business } as Record<string, unknown>;
  if (input.premiseId !== undefined) {
    // A deactivated complex is no longer offered: its units cannot be chosen anew.
    const premise = await findPremiseWithComplex(db, input.premiseId);
    const found = premise?.complex.isActive ? premise : undefined;
    columns.premiseId = found ? found.premise.id : null;
    columns.complexId = found ? found.complex.id : null;
  }
  // Drop keys the caller did not send, so a partial update leaves other columns alone.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
