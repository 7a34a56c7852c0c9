import type { z } from 'zod';
import { isMisencoded } from './csv-values.js';

export interface LineProblem {
  column: string | null;
  key: string;
  vars?: Record<string, string | number>;
}

/** The apostrophe an export puts before a value a spreadsheet would run as a formula (csv-cells.ts) comes off. */
const unquoteFormula = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

export type CheckedLine<T> = { row: T } | { problems: LineProblem[] };

/**
 * Checks one line's values against a schema keyed by the header's column names: the row it makes, or a problem for
 * each bad value (every column, not only the first), each in the words the schema's messages give.
 */
export function checkLine<S extends z.ZodType>(
  schema: S,
  header: readonly string[],
  values: string[],
): CheckedLine<z.output<S>> {
  const misencoded = header.filter((_, i) => isMisencoded(values[i] ?? ''));
  if (misencoded.length > 0) {
    return { problems: misencoded.map((column) => ({ column, key: 'admin.reference.import.notUtf8' })) };
  }
  const parsed = schema.safeParse(
    Object.fromEntries(header.map((column, i) => [column, unquoteFormula(values[i] ?? '')])),
  );
  if (parsed.success) return { row: parsed.data };
  const seen = new Set<string>();
  const problems: LineProblem[] = [];
  for (const issue of parsed.error.issues) {
    const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
    // One message per column: a blank value is missing, not also of the wrong form.
    if (seen.has(column ?? '')) continue;
    seen.add(column ?? '');
    problems.push({ column, key: issue.message });
  }
  return { problems };
}
