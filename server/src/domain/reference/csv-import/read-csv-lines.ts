import { pipeline, Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../app-error.js';

/** One data line of a file: its number (the header is line 1) and its values, or why it could not be read. */
export type CsvLine =
  | { line: number; values: string[] }
  | { line: number; fault: string; vars?: Record<string, string | number> };

/** Enough of the file's start to see its header line and what kind of file it is. */
const HEAD_BYTES = 64 * 1024;

async function readHead(source: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) return { head: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    length += next.value.length;
    if (next.value.includes(0x0a)) break;
  }
  return { head: Buffer.concat(chunks), done: false };
}

/** A spreadsheet, a PDF, an image or any file with NUL bytes is not a CSV file, whatever its name says. */
async function refuseBinary(head: Buffer) {
  if (head.length === 0) throw new AppError('import_empty');
  if (head.includes(0x00) || (await fileTypeFromBuffer(head)) !== undefined) throw new AppError('import_not_csv');
}

/** Excel writes `;` where the decimal mark is a comma (South Africa's own setting): the header line tells which. */
function delimiterOf(head: Buffer): ',' | ';' {
  const end = head.indexOf(0x0a);
  const firstLine = head.subarray(0, end === -1 ? head.length : end).toString('utf8');
  const commas = firstLine.split(',').length;
  const semicolons = firstLine.split(';').length;
  return semicolons > commas ? ';' : ',';
}

const normalizeHeader = (value: string) =>
  value
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** A header other than `expected`: refused, naming the columns it lacks when it lacks any. */
function checkHeader(record: string[], expected: readonly string[]) {
  const names = record.map(normalizeHeader);
  if (names.length === expected.length && names.every((name, i) => name === expected[i])) return;
  const header = expected.join(',');
  const missing = expected.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new AppError('import_missing_columns', {
      vars: { columns: missing.join(', '), header },
      details: { missingColumns: missing },
    });
  }
  throw new AppError('import_bad_header', { vars: { header } });
}

/** A line of another number of values than the header's; a short one names the columns left without a value. */
function wrongValueCount(line: number, found: number, expected: readonly string[]): CsvLine {
  const vars = { expected: expected.length, found };
  if (found > expected.length) return { line, fault: 'admin.reference.import.wrongValueCount', vars };
  return {
    line,
    fault: 'admin.reference.import.missingValues',
    vars: { ...vars, columns: expected.slice(found).join(', ') },
  };
}

/**
 * The lines of a CSV file as it streams in: UTF-8 with or without a BOM, comma or semicolon separated, Excel's
 * quoting. The header must be `expected`, in that order (400 otherwise); every later line comes out with its number,
 * a line the parser cannot read (a stray quote) as a fault rather than the end of the import.
 */
export async function* readCsvLines(file: AsyncIterable<Buffer>, expected: readonly string[]): AsyncGenerator<CsvLine> {
  const source = file[Symbol.asyncIterator]();
  const { head, done } = await readHead(source);
  await refuseBinary(head);
  // No line end in the first 64 KB: that is no header line, and parsing it as one would take the parser seconds.
  if (!done && !head.includes(0x0a)) throw new AppError('import_bad_header', { vars: { header: expected.join(',') } });
  const faults: CsvLine[] = [];
  // The parser may stumble more than once on one bad line: it is one fault.
  let lastFaultLine = 0;
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(head),
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      const line = typeof error?.lines === 'number' ? error.lines : 0;
      if (line !== lastFaultLine) faults.push({ line, fault: 'admin.reference.import.unreadableLine' });
      lastFaultLine = line;
      return undefined;
    },
  });
  async function* chunks() {
    yield head;
    if (done) return;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  // Errors of the upload (a file past the size limit) end the parser too, and reach the loop below.
  pipeline(Readable.from(chunks()), parser, () => {});
  let sawHeader = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    if (!sawHeader) {
      sawHeader = true;
      checkHeader(record, expected);
      continue;
    }
    yield* faults.splice(0);
    yield record.length === expected.length
      ? { line: info.lines, values: record }
      : wrongValueCount(info.lines, record.length, expected);
  }
  if (!sawHeader) throw new AppError('import_empty');
  yield* faults.splice(0);
}
