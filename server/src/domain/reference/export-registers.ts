import type { Readable } from 'node:stream';
import { IMPORT_HEADERS, type ImportRegister } from '@protea/shared/schemas/reference-data';
import type { Database } from '../../db/client.js';
import { accountExportBatch, unitExportBatch } from '../../db/repositories/reference-repository.js';
import { csvCell, csvStream } from '../cases/csv-cells.js';

const BATCH = 1_000;

/** A register's rows, read in batches by id so a large register never sits in memory. */
async function* batches<Row extends { id: number }>(read: (after: number) => Promise<Row[]>): AsyncGenerator<Row> {
  for (let after = 0; ; ) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * A register as CSV in the format its import reads, so a file exported, edited and imported again changes just what
 * was edited. A cell that would run as a formula gets the usual leading apostrophe, which the import takes off.
 */
export function exportRegister(db: Database, register: ImportRegister): Readable {
  const columns = [...IMPORT_HEADERS[register]];
  if (register === 'complexes') {
    return csvStream(
      batches((after) => unitExportBatch(db, after, BATCH)),
      columns,
      (r) => [r.complexName, r.streetAddress, r.suburb, r.city, r.province, r.unitNumber, r.premiseCode].map(csvCell),
    );
  }
  return csvStream(
    batches((after) => accountExportBatch(db, after, BATCH)),
    columns,
    (r) => [
      ...[r.accountNumber, r.holderName, r.holderIdNumber, r.cellPhone, r.email, r.complexName, r.unitNumber].map(
        csvCell,
      ),
      (r.depositCents / 100).toFixed(2),
      r.openedOn,
      r.closedOn ?? '',
    ],
  );
}
