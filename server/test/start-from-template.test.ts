import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { createPgliteTemplate } from './support/pglite-template.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a new data directory starts from the migrated template: every migration is there before migrate runs, and the data stays', async () => {
  const template = await createPgliteTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-start-'));
  dirs.push(dataDir);
  try {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const first = await openDatabase({ dataDir, template: new Blob([readFileSync(template.file)]) });
    const applied = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(journal.entries.length);
    await first.migrate();
    await first.db.execute(sql`insert into complexes (code, name, street_address, suburb, city, province, postal_code)
      values ('TPL1', 'Template Court', '1 Main Road', 'Arcadia', 'Pretoria', 'Gauteng', '0083')`);
    await first.close();
    // Opened again, the directory is used as it is (the template is not loaded over it).
    const again = await openDatabase({ dataDir, template: new Blob([readFileSync(template.file)]) });
    const rows = await again.db.execute(sql`select name from complexes where code = 'TPL1'`);
    expect((rows as unknown as { rows: Array<{ name: string }> }).rows).toEqual([{ name: 'Template Court' }]);
    await again.close();
  } finally {
    await template.remove();
  }
}, 60_000);
