import { IMPORT_HEADERS, IMPORT_REGISTERS } from '@protea/shared/schemas/reference-data';
import { describe, expect, test } from 'vitest';
import { exampleCsv, exampleFileName } from './example-files';

/** How many values a CSV line holds with Excel's quoting: a comma inside quotes is part of its value. */
function countValues(line: string) {
  let count = 1;
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (char === ',' && !isQuoted) count += 1;
  }
  return count;
}

describe.each(IMPORT_REGISTERS)('the %s example file', (register) => {
  const lines = exampleCsv(register).trimEnd().split(/\r?\n/);

  test('starts with the header the import asks for', () => {
    expect(lines[0]).toBe(IMPORT_HEADERS[register].join(','));
    expect(exampleFileName(register)).toBe(`${register}-example.csv`);
  });

  test('has every column on every line', () => {
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(countValues(line), line).toBe(IMPORT_HEADERS[register].length);
  });
});
