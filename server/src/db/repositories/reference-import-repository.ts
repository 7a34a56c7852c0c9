import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { importStaging } from '../schema.js';
import { executeRows } from './raw-rows.js';

// The SQL of a register import (domain/reference/csv-import): the file's rows wait in import_staging, are checked
// against each other and the register there, and are committed with one statement per table.

export type StagedRow = Record<string, string | number | boolean | null>;

export async function insertStagedRows(db: Database, importId: string, rows: { line: number; row: StagedRow }[]) {
  if (rows.length === 0) return;
  await db.insert(importStaging).values(rows.map(({ line, row }) => ({ importId, line, row })));
}

export async function deleteStagedRows(db: Database, importId: string) {
  await db.delete(importStaging).where(eq(importStaging.importId, importId));
}

/** Lines found bad between lines or against the register: the counts of what the import does leave them out. */
export async function deleteStagedLines(db: Database, importId: string, lines: number[]) {
  if (lines.length === 0) return;
  // One array parameter, however many lines.
  await db.execute(
    sql`DELETE FROM import_staging WHERE import_id = ${importId} AND line = ANY(${`{${lines.join(',')}}`}::int[])`,
  );
}

/** What an import that died half-way (a restart, a kill) left behind. */
export async function deleteStagedRowsBefore(db: Database, before: Date) {
  await db.delete(importStaging).where(lt(importStaging.createdAt, before));
}

/** A bad line found by comparing lines with each other or with the register. */
export interface StagedConflict {
  line: number;
  column: string;
  key: string;
  other: string | null;
}

export interface StagedCounts {
  total: number;
  created: number;
  updated: number;
}

/**
 * How many staged lines there are, and how many of them would create a row (`existing`, the register's row the line
 * is matched to, is null) or change one (`changed`).
 */
async function countChanges(
  db: Database,
  lines: { staged: SQL; from: SQL; existing: SQL; changed: SQL },
): Promise<StagedCounts> {
  const [row] = await executeRows<{ total: string | number; created: string | number; updated: string | number }>(
    db,
    sql`${lines.staged}
    SELECT count(*) AS total,
      count(*) FILTER (WHERE ${lines.existing} IS NULL) AS created,
      count(*) FILTER (WHERE ${lines.existing} IS NOT NULL AND (${lines.changed})) AS updated
    FROM ${lines.from}`,
  );
  return { total: Number(row?.total ?? 0), created: Number(row?.created ?? 0), updated: Number(row?.updated ?? 0) };
}

/** One import at a time commits (two at once of the same file would race on the same rows). */
export async function lockImports(tx: Database) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('protea.reference-import'))`);
}

// Complexes and units: one row per unit.

const stagedUnits = (importId: string) => sql`WITH s AS (
  SELECT line, row->>'name' AS name, row->>'streetAddress' AS street, row->>'suburb' AS suburb, row->>'city' AS city,
         row->>'province' AS province, row->>'unitNumber' AS unit, row->>'premiseCode' AS code,
         'Unit ' || (row->>'unitNumber') || ', ' || (row->>'name') || ', ' || (row->>'streetAddress') || ', '
           || (row->>'suburb') AS address
  FROM import_staging WHERE import_id = ${importId}
)`;

export function findUnitConflicts(db: Database, importId: string): Promise<StagedConflict[]> {
  return executeRows<StagedConflict>(
    db,
    sql`${stagedUnits(importId)},
    w AS (
      SELECT s.*,
        min(line) OVER (PARTITION BY code) AS code_first,
        min(line) OVER (PARTITION BY lower(name), lower(suburb), lower(unit)) AS unit_first,
        first_value(line) OVER complex AS complex_first,
        first_value(street) OVER complex AS first_street,
        first_value(city) OVER complex AS first_city,
        first_value(province) OVER complex AS first_province
      FROM s WINDOW complex AS (PARTITION BY lower(name), lower(suburb) ORDER BY line)
    )
    SELECT line, 'premise_code' AS column, 'admin.reference.import.repeatedPremiseCode' AS key, code_first::text AS other
      FROM w WHERE line <> code_first
    UNION ALL
    SELECT line, 'unit_number', 'admin.reference.import.repeatedUnit', unit_first::text
      FROM w WHERE line <> unit_first AND line = code_first
    UNION ALL
    SELECT line, 'street_address', 'admin.reference.import.complexDiffers', complex_first::text
      FROM w WHERE (street, city, province) IS DISTINCT FROM (first_street, first_city, first_province)
    UNION ALL
    SELECT s.line, 'unit_number', 'admin.reference.import.unitHasOtherCode', p.premise
      FROM s JOIN complexes c ON lower(c.name) = lower(s.name) AND lower(c.suburb) = lower(s.suburb)
      JOIN premises p ON p.complex_id = c.id AND p.unit_number = s.unit
      WHERE p.premise <> s.code
    ORDER BY line`,
  );
}

export function countUnitChanges(db: Database, importId: string): Promise<StagedCounts> {
  return countChanges(db, {
    staged: stagedUnits(importId),
    from: sql`s
    LEFT JOIN complexes c ON lower(c.name) = lower(s.name) AND lower(c.suburb) = lower(s.suburb)
    LEFT JOIN premises p ON p.premise = s.code`,
    existing: sql`p.id`,
    changed: sql`c.id IS NULL OR p.complex_id <> c.id OR p.unit_number <> s.unit OR p.address <> s.address
      OR c.name <> s.name OR c.suburb <> s.suburb OR c.street_address <> s.street OR c.city <> s.city
      OR c.province <> s.province`,
  });
}

/** The complexes first (in the file's order, so new codes follow it), then their units. */
export async function commitUnits(tx: Database, importId: string) {
  await tx.execute(sql`${stagedUnits(importId)},
    d AS (SELECT DISTINCT ON (lower(name), lower(suburb)) line, name, street, suburb, city, province
          FROM s ORDER BY lower(name), lower(suburb), line)
    INSERT INTO complexes (name, street_address, suburb, city, province)
    SELECT name, street, suburb, city, province FROM d ORDER BY line
    ON CONFLICT (lower(name), lower(suburb)) DO UPDATE SET name = excluded.name,
      street_address = excluded.street_address, suburb = excluded.suburb, city = excluded.city,
      province = excluded.province, updated_at = now()
    WHERE (complexes.name, complexes.street_address, complexes.suburb, complexes.city, complexes.province)
      IS DISTINCT FROM (excluded.name, excluded.street_address, excluded.suburb, excluded.city, excluded.province)`);
  await tx.execute(sql`${stagedUnits(importId)}
    INSERT INTO premises (complex_id, premise, unit_number, address)
    SELECT c.id, s.code, s.unit, s.address FROM s
    JOIN complexes c ON lower(c.name) = lower(s.name) AND lower(c.suburb) = lower(s.suburb)
    ORDER BY s.line
    ON CONFLICT (premise) DO UPDATE SET complex_id = excluded.complex_id, unit_number = excluded.unit_number,
      address = excluded.address
    WHERE (premises.complex_id, premises.unit_number, premises.address)
      IS DISTINCT FROM (excluded.complex_id, excluded.unit_number, excluded.address)`);
}

// Accounts: one row per account, matched by its number (text: leading zeros kept).

const stagedAccounts = (importId: string) => sql`WITH s0 AS (
  SELECT line, row->>'accountNumber' AS number, row->>'holderName' AS holder, row->>'holderIdNumber' AS id_number,
         (row->>'isBusiness')::boolean AS is_business, row->>'cellPhone' AS cell, row->>'email' AS email,
         row->>'complexName' AS complex_name, row->>'unitNumber' AS unit, (row->>'depositCents')::int AS deposit,
         (row->>'openedOn')::date AS opened_on, (row->>'closedOn')::date AS closed_on
  FROM import_staging WHERE import_id = ${importId}
), names AS (
  SELECT lower(name) AS name, count(*) AS matches, min(id) AS complex_id FROM complexes GROUP BY lower(name)
), s AS (
  -- Joins, not a lookup per line: a hundred thousand lines cost one hash join each.
  SELECT s0.*, coalesce(n.matches, 0) AS complex_matches, p.id AS premise_id
  FROM s0
  LEFT JOIN names n ON n.name = lower(s0.complex_name)
  LEFT JOIN premises p ON n.matches = 1 AND p.complex_id = n.complex_id AND lower(p.unit_number) = lower(s0.unit)
)`;

export function findAccountConflicts(db: Database, importId: string): Promise<StagedConflict[]> {
  return executeRows<StagedConflict>(
    db,
    sql`${stagedAccounts(importId)},
    w AS (SELECT s.*, min(line) OVER (PARTITION BY number) AS number_first FROM s)
    SELECT line, 'account_number' AS column, 'admin.reference.import.repeatedAccount' AS key, number_first::text AS other
      FROM w WHERE line <> number_first
    UNION ALL
    SELECT line, 'complex_name', 'admin.reference.import.complexUnknown', NULL FROM s
      WHERE complex_name IS NOT NULL AND complex_matches = 0
    UNION ALL
    SELECT line, 'complex_name', 'admin.reference.import.complexAmbiguous', complex_matches::text FROM s
      WHERE complex_name IS NOT NULL AND complex_matches > 1
    UNION ALL
    SELECT line, 'unit_number', 'admin.reference.import.unitUnknown', NULL FROM s
      WHERE complex_name IS NOT NULL AND complex_matches = 1 AND premise_id IS NULL
    ORDER BY line`,
  );
}

/**
 * Open accounts of one holder's ID number: two lines of the file, or a line and an open account of the register that
 * the file does not name. The import may take them (one person may rent two units), but a shared number is as often
 * a typing mistake, or the demo's example holder given to someone else.
 */
export function findAccountWarnings(db: Database, importId: string): Promise<StagedConflict[]> {
  return executeRows<StagedConflict>(
    db,
    sql`${stagedAccounts(importId)},
    o AS (SELECT line, number, id_number, min(line) OVER (PARTITION BY id_number) AS first FROM s WHERE closed_on IS NULL),
    -- One open account of the register per ID number, of those the file does not name (and so does not update): read
    -- once per ID number, never per line and account, which was a line for every pair (a file of 100,000 lines with
    -- one ID number, imported again, joined 10^10 pairs and failed).
    r AS (SELECT a.holder_id_number AS id_number, min(a.account_number) AS number
      FROM accounts a
      WHERE a.closed_on IS NULL AND a.holder_id_number IN (SELECT id_number FROM o)
        AND NOT EXISTS (SELECT 1 FROM s WHERE s.number = a.account_number)
      GROUP BY a.holder_id_number)
    SELECT line, 'holder_id_number' AS column, 'admin.reference.import.sharedHolderId' AS key, first::text AS other
      FROM o WHERE line <> first
    UNION ALL
    SELECT o.line, 'holder_id_number', 'admin.reference.import.holderIdInRegister', r.number
      FROM o JOIN r ON r.id_number = o.id_number
    ORDER BY line`,
  );
}

// An import never reopens an account a termination closed in the portal: the billing system's file may lag behind.
const closedOnKept = (current: SQL, closedByCase: SQL, incoming: SQL) =>
  sql`CASE WHEN ${closedByCase} IS NOT NULL AND ${incoming} IS NULL THEN ${current} ELSE ${incoming} END`;

export function countAccountChanges(db: Database, importId: string): Promise<StagedCounts> {
  return countChanges(db, {
    staged: stagedAccounts(importId),
    from: sql`s LEFT JOIN accounts a ON a.account_number = s.number`,
    existing: sql`a.id`,
    changed: sql`(a.holder_name, a.holder_id_number, a.is_business, a.cell_phone, a.email, a.premise_id,
        a.deposit_cents, a.opened_on, a.closed_on)
      IS DISTINCT FROM (s.holder, s.id_number, s.is_business, s.cell, s.email, s.premise_id, s.deposit, s.opened_on,
        ${closedOnKept(sql`a.closed_on`, sql`a.closed_by_case_id`, sql`s.closed_on`)})`,
  });
}

export async function commitAccounts(tx: Database, importId: string) {
  await tx.execute(sql`${stagedAccounts(importId)}
    INSERT INTO accounts (account_number, holder_name, holder_id_number, is_business, cell_phone, email, premise_id,
      deposit_cents, opened_on, closed_on)
    SELECT number, holder, id_number, is_business, cell, email, premise_id, deposit, opened_on, closed_on
    FROM s ORDER BY line
    ON CONFLICT (account_number) DO UPDATE SET holder_name = excluded.holder_name,
      holder_id_number = excluded.holder_id_number, is_business = excluded.is_business,
      cell_phone = excluded.cell_phone, email = excluded.email, premise_id = excluded.premise_id,
      deposit_cents = excluded.deposit_cents, opened_on = excluded.opened_on,
      closed_on = ${closedOnKept(sql`accounts.closed_on`, sql`accounts.closed_by_case_id`, sql`excluded.closed_on`)},
      updated_at = now()
    WHERE (accounts.holder_name, accounts.holder_id_number, accounts.is_business, accounts.cell_phone, accounts.email,
        accounts.premise_id, accounts.deposit_cents, accounts.opened_on, accounts.closed_on)
      IS DISTINCT FROM (excluded.holder_name, excluded.holder_id_number, excluded.is_business, excluded.cell_phone,
        excluded.email, excluded.premise_id, excluded.deposit_cents, excluded.opened_on,
        ${closedOnKept(sql`accounts.closed_on`, sql`accounts.closed_by_case_id`, sql`excluded.closed_on`)})`);
}
