import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/client.js';
import { databaseUrl, runOnServer } from './postgres-server.js';

export interface PostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

/** A uniquely named database on the server, migrated from server/drizzle, for test files to copy. */
export async function createPostgresTemplate(serverUrl: string): Promise<PostgresTemplate> {
  // Unique per run: other engineers' runs use the same server.
  const name = `pm_template_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template that anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}
