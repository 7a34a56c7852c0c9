import { copyFile, link, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { STORED_NAME } from '../../adapters/storage/file-storage.js';

/** What an archive says of itself (manifest.json): restore refuses anything else. */
export const BACKUP_FORMAT = 'protea-portal-backup';
export const BACKUP_VERSION = 1;
export const DATABASE_ENTRY = 'database/pgdata.tar.gz';
export const SECRET_ENTRY = 'session-secret';
/** The folders of DATA_DIR whose files the archive carries, by the name each has there and in the archive. */
export const UPLOAD_FOLDERS = ['uploads', 'uploads-staging'] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite';
  files: number;
}

/**
 * Links (or, across disks, copies) into `into` every upload `from` holds that `into` lacks: a link keeps the file's
 * bytes as they are now even if the portal deletes it a moment later.
 */
async function keepFiles(from: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  const held = new Set(await readdir(into));
  const names = (await readdir(from).catch(() => [] as string[])).filter((name) => STORED_NAME.test(name));
  for (const name of names) {
    if (held.has(name)) continue;
    try {
      await link(path.join(from, name), path.join(into, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Gone since it was listed: deleted by the portal, or moved from staging into place (the next pass sees it).
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(path.join(from, name), path.join(into, name)).catch((copyError: NodeJS.ErrnoException) => {
        if (copyError.code !== 'ENOENT') throw copyError;
      });
    }
  }
}

/**
 * One archive (a zip) of the embedded database and the uploads of DATA_DIR, written to `out` while the portal runs.
 * The database is one consistent copy (PGlite dumps it between two queries). Uploads are kept by hard links before
 * and after that dump: a file is in `uploads` before its row commits and leaves it only after its row is deleted, and
 * the running portal puts removals off from the first pass to the second (`holdRemovals`), so every file a row of the
 * dump names is in one of the two passes (a file no row names is swept after a restore).
 */
export async function writeBackup(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Blob>;
  /** Puts the storage's removals off until the returned function is called (none when the portal is stopped). */
  holdRemovals?: () => () => Promise<void>;
  out: Writable;
}): Promise<BackupManifest> {
  const { dataDir } = options;
  const snapshot = await mkdtemp(path.join(dataDir, '.backup-'));
  try {
    const keepAll = () =>
      Promise.all(UPLOAD_FOLDERS.map((folder) => keepFiles(path.join(dataDir, folder), path.join(snapshot, folder))));
    const release = options.holdRemovals?.();
    let database: Buffer;
    try {
      await keepAll();
      database = Buffer.from(await (await options.dumpDatabase()).arrayBuffer());
      await keepAll();
    } finally {
      await release?.();
    }

    const zip = new ZipFile();
    const now = new Date();
    let files = 0;
    // Images and PDFs are compressed already, and the dump is gzipped: stored as they are, the archive is quick.
    zip.addBuffer(database, DATABASE_ENTRY, { mtime: now, compress: false });
    const secret = await readFile(path.join(dataDir, SECRET_ENTRY)).catch(() => null);
    if (secret) zip.addBuffer(secret, SECRET_ENTRY, { mtime: now, mode: 0o100600 });
    for (const folder of UPLOAD_FOLDERS) {
      for (const name of (await readdir(path.join(snapshot, folder))).sort()) {
        const file = path.join(snapshot, folder, name);
        zip.addFile(file, `${folder}/${name}`, { mtime: (await stat(file)).mtime, compress: false });
        files++;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: 'pglite',
      files,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json', { mtime: now });
    zip.end();
    await pipeline(zip.outputStream, options.out);
    return manifest;
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }
}
