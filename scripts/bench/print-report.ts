import type { SectionReport, Table } from './section.js';

function formatTable({ headers, rows, textColumns = 1 }: Table): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const formatLine = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < textColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [formatLine(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(formatLine)].join('\n');
}

export function printReport(title: string, report: SectionReport): void {
  console.log(`\n${title}\n`);
  for (const table of report.tables) console.log(`${formatTable(table)}\n`);
  for (const check of report.checks) console.log(`${check.passed ? 'PASS' : 'FAIL'}  ${check.description}`);
  for (const note of report.notes) console.log(`  ${note}`);
}
