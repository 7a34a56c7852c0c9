import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Entry, openPromise } from 'yauzl';
import { STORED_NAME } from '../../adapters/storage/file-storage.js';
import { openDatabase } from '../../db/client.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  SECRET_ENTRY,
  UPLOAD_FOLDERS,
} from './backup-archive.js';

/** A backup or restore that must not go ahead, with what to do instead: the command prints it and stops. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the entry is an upload (`uploads/<stored name>`): the only names written under DATA_DIR from the archive. */
function uploadOf(entry: Entry): { folder: string; name: string } | null {
  const [folder, name, ...rest] = entry.fileName.split('/');
  if (rest.length > 0 || !name || !STORED_NAME.test(name)) return null;
  return (UPLOAD_FOLDERS as readonly string[]).includes(folder ?? '') ? { folder: folder!, name } : null;
}

/**
 * Restores an archive of writeBackup into `dataDir`, which must be empty (or not exist): the database, the uploads
 * with their times, and the session secret (sessions and two-factor set-ups stay valid). The migrations run when the
 * portal starts, so an archive of an older version is brought up to date then. What fails halfway is removed again.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const present = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (present.length > 0) {
    throw new BackupRefusal(
      `DATA_DIR (${dataDir}) is not empty: restore only into an empty directory (move the old one aside first).`,
    );
  }
  const zip = await openPromise(file, { lazyEntries: true, autoClose: true }).catch((error: Error) => {
    throw new BackupRefusal(`${file} is not a backup archive (${error.message}).`);
  });
  await mkdir(dataDir, { recursive: true });
  try {
    let manifest: BackupManifest | null = null;
    let database: Buffer | null = null;
    let secret: Buffer | null = null;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const upload = uploadOf(entry);
      if (upload) {
        const target = path.join(dataDir, upload.folder, upload.name);
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target, { flags: 'wx' }));
        const mtime = entry.getLastModDate();
        await utimes(target, mtime, mtime);
      } else if (entry.fileName === DATABASE_ENTRY) {
        database = await readAll(await zip.openReadStreamPromise(entry));
      } else if (entry.fileName === SECRET_ENTRY) {
        secret = await readAll(await zip.openReadStreamPromise(entry));
      } else if (entry.fileName === 'manifest.json') {
        manifest = JSON.parse((await readAll(await zip.openReadStreamPromise(entry))).toString('utf8'));
      } else {
        throw new BackupRefusal(`${file} holds ${JSON.stringify(entry.fileName)}, which no backup of the portal has.`);
      }
    }
    if (manifest?.format !== BACKUP_FORMAT || !database) {
      throw new BackupRefusal(`${file} is not a backup of the portal (no manifest or no database in it).`);
    }
    if (manifest.version > BACKUP_VERSION) {
      throw new BackupRefusal(`${file} was written by a newer version of the portal (format ${manifest.version}).`);
    }
    if (secret) await writeFile(path.join(dataDir, SECRET_ENTRY), secret, { mode: 0o600 });
    // Opening it writes the data directory out of the dump, and proves it opens.
    const opened = await openDatabase({ dataDir: path.join(dataDir, 'db'), template: new Blob([database]) });
    await opened.close();
    return manifest;
  } catch (error) {
    if (zip.isOpen) zip.close();
    for (const name of await readdir(dataDir)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
