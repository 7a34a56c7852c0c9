import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from './pglite-template.js';
import { createPostgresTemplate, type PostgresTemplate } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory as a tarball file (pglite-template.ts). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database on TEST_DATABASE_URL's server; null when that is unset. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest globalSetup of the API tests: migrates one database of each kind per run, from the current server/drizzle,
 * and each test file starts from a copy (docs/decisions/014-test-template-databases.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await createPgliteTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgres: PostgresTemplate | null = null;
  try {
    postgres = serverUrl ? await createPostgresTemplate(serverUrl) : null;
  } catch (error) {
    await pglite.remove();
    throw error;
  }
  project.provide('pgliteTemplate', pglite.file);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return async () => {
    await postgres?.drop();
    await pglite.remove();
  };
}
