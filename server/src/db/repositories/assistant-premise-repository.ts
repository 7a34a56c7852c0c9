import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import type { CaseRefRow } from './assistant-waiting-repository.js';
import { executeRows } from './raw-rows.js';

/** Requests still under way (a finished or withdrawn one is no conflict). */
const LIVE = sql`('incomplete', 'pending', 'needsinfo', 'approved')`;

/** The complex whose trimmed, lower-case name is `name` (given normalised). */
export async function findComplexIdByName(db: Database, name: string): Promise<{ id: number } | undefined> {
  const [row] = await executeRows<{ id: number }>(
    db,
    sql`select id from complexes where lower(trim(name)) = ${name} limit 1`,
  );
  return row;
}

/** The unit of a complex whose trimmed, lower-case number is `unitNumber` (given normalised). */
export async function findPremiseIdByUnit(
  db: Database,
  complexId: number,
  unitNumber: string,
): Promise<{ id: number } | undefined> {
  const [row] = await executeRows<{ id: number }>(
    db,
    sql`
        select id from premises where complex_id = ${complexId} and lower(trim(unit_number)) = ${unitNumber}
        limit 1`,
  );
  return row;
}

/** The accounts still open on a premise. */
export function listOpenAccountsOnPremise(
  db: Database,
  premiseId: number,
): Promise<Array<{ account_number: string; holder_name: string; holder_id_number: string }>> {
  return executeRows(
    db,
    sql`
        select account_number, holder_name, holder_id_number from accounts
        where premise_id = ${premiseId} and closed_on is null`,
  );
}

/** Other requests under way (applications or terminations) with this ID number, the latest 20. */
export function listLiveCasesWithIdNumber(db: Database, exceptCaseId: string, idNumber: string): Promise<CaseRefRow[]> {
  return executeRows(
    db,
    sql`
        select c.reference, c.kind, c.display_name, c.status from cases c
        left join applications a on a.id = c.id
        left join terminations tr on tr.id = c.id
        where c.id <> ${exceptCaseId} and c.status in ${LIVE}
          and coalesce(a.id_number, tr.id_number) = ${idNumber}
        order by c.created_at desc limit 20`,
  );
}

/**
 * Other applications under way for the same complex and unit, or by the same first name and surname (all given
 * normalised: trimmed, lower case), the latest 20.
 */
export function listLiveApplicationsLike(
  db: Database,
  exceptCaseId: string,
  like: { complexName: string; unitNumber: string; firstName: string; surname: string },
): Promise<CaseRefRow[]> {
  return executeRows(
    db,
    sql`
      select c.reference, c.kind, c.display_name, c.status from cases c join applications a on a.id = c.id
      where c.id <> ${exceptCaseId} and c.status in ${LIVE}
        and (
          (lower(trim(a.complex_name)) = ${like.complexName}
            and lower(trim(a.unit_number)) = ${like.unitNumber})
          or (lower(trim(a.first_name)) = ${like.firstName}
            and lower(trim(a.surname)) = ${like.surname})
        )
      order by c.created_at desc limit 20`,
  );
}
