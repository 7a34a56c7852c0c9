import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openPromise } from 'yauzl';
import type { Env } from '../../config/env.js';
import { openDatabase } from '../../db/client.js';
import { BACKUP_FORMAT, type BackupManifest, writeBackup } from './backup-archive.js';
import { BACKUP_ENDPOINT_FILE, type BackupEndpoint } from './backup-endpoint.js';
import { BackupRefusal, restoreBackup } from './restore-archive.js';

type Settings = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'STORAGE_DRIVER'>;

/** The commands cover the embedded database and the local uploads; elsewhere the services have their own backups. */
function refuseOtherStores(settings: Settings, verb: 'back up' | 'restore'): void {
  const problems: string[] = [];
  if (settings.DATABASE_URL) {
    problems.push(
      `The database is PostgreSQL (DATABASE_URL): ${verb === 'back up' ? 'back it up' : 'restore it'} with PostgreSQL's own tools, e.g.\n` +
        '    pg_dump --format=custom --file=portal.dump "$DATABASE_URL"   and   pg_restore --dbname="$DATABASE_URL" portal.dump\n' +
        "  or the provider's snapshots and point-in-time recovery.",
    );
  }
  if (settings.STORAGE_DRIVER === 's3') {
    problems.push(
      `The uploads are in an S3 bucket (STORAGE_DRIVER=s3): turn on the bucket's versioning (and replication to a second bucket, or the provider's backup) so a deleted or overwritten file can be brought back; ${verb === 'back up' ? 'copy it with `aws s3 sync`' : 'restore it with `aws s3 sync`'} if you need a copy elsewhere.`,
    );
  }
  if (problems.length > 0) {
    throw new BackupRefusal(
      `npm run ${verb === 'back up' ? 'backup' : 'restore'} covers the embedded database and DATA_DIR/uploads only.\n  ${problems.join('\n  ')}\n  See docs/operations.md, "Backups and restore".`,
    );
  }
}

/** Reads the manifest of a finished archive: a transfer cut short leaves no archive under the name asked for. */
async function checkArchive(file: string): Promise<BackupManifest> {
  const zip = await openPromise(file, { lazyEntries: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'manifest.json') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      if (manifest.format === BACKUP_FORMAT) return manifest;
    }
  } finally {
    if (zip.isOpen) zip.close();
  }
  throw new Error('the archive has no manifest');
}

/** The running portal's backup listener, if one wrote its address into DATA_DIR and answers there. */
async function askRunningPortal(dataDir: string, into: string): Promise<boolean> {
  let endpoint: BackupEndpoint;
  try {
    endpoint = JSON.parse(await readFile(path.join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as BackupEndpoint;
  } catch {
    return false;
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
  } catch {
    // The file of a portal that stopped without removing it (killed): nobody listens there.
    return false;
  }
  if (response.status !== 200 || !response.body) {
    throw new Error(`the running portal refused the backup: ${response.status} ${(await response.text()).trim()}`);
  }
  await pipeline(Readable.fromWeb(response.body), createWriteStream(into, { flags: 'wx', mode: 0o600 }));
  return true;
}

/**
 * `npm run backup -- FILE`: asks the running portal for the archive (it holds the database: docs/decisions/034);
 * with the portal stopped, opens the database itself. FILE must not exist yet.
 */
export async function backupCommand(file: string, settings: Settings): Promise<BackupManifest> {
  refuseOtherStores(settings, 'back up');
  const dataDir = path.resolve(settings.DATA_DIR);
  if (existsSync(file)) throw new BackupRefusal(`${file} exists already: name a new file.`);
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  try {
    if (!(await askRunningPortal(dataDir, partial))) {
      const databaseDir = path.join(dataDir, 'db');
      if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
        throw new BackupRefusal(`There is no embedded database in ${databaseDir}: is DATA_DIR right?`);
      }
      if (existsSync(path.join(databaseDir, 'postmaster.pid'))) {
        throw new BackupRefusal(
          'The database is open (the portal is starting, or it stopped without closing it) and no running portal ' +
            'answered: start the portal and run the backup while it runs.',
        );
      }
      const database = await openDatabase({ dataDir: databaseDir, template: null });
      try {
        await writeBackup({
          dataDir,
          dumpDatabase: database.dumpDataDir!,
          out: createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
        });
      } finally {
        await database.close();
      }
    }
    const manifest = await checkArchive(partial);
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `npm run restore -- FILE`: into an empty DATA_DIR only. */
export async function restoreCommand(file: string, settings: Settings): Promise<BackupManifest> {
  refuseOtherStores(settings, 'restore');
  if (!existsSync(file)) throw new BackupRefusal(`${file} does not exist.`);
  return restoreBackup(file, path.resolve(settings.DATA_DIR));
}
