import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { writeBackup } from '../domain/operations/backup-archive.js';
import { BACKUP_ENDPOINT_FILE, type BackupEndpoint } from '../domain/operations/backup-endpoint.js';

/**
 * The running portal holds its PGlite directory, so only it can dump it consistently: it answers `POST /backup` on
 * 127.0.0.1 with the archive, for a caller showing the token it wrote into DATA_DIR (readable only by the user the
 * portal runs as, who can read the data itself anyway). Never on the public port.
 */
export function startBackupListener(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Blob>;
  holdRemovals: () => () => Promise<void>;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  let busy = false;
  const server = createServer((request, response) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorized\n');
      return;
    }
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (busy) {
      response.writeHead(409, { 'content-type': 'text/plain' }).end('a backup is being taken already\n');
      return;
    }
    busy = true;
    response.writeHead(200, { 'content-type': 'application/zip' });
    const started = Date.now();
    writeBackup({ ...options, out: response })
      .then((manifest) =>
        options.log.info({ files: manifest.files, ms: Date.now() - started }, 'backup: archive written'),
      )
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'backup: failed');
        // The archive is cut off: the caller sees a broken transfer, never a short archive that looks whole.
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        busy = false;
      });
  });
  const file = path.join(options.dataDir, BACKUP_ENDPOINT_FILE);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      const endpoint: BackupEndpoint = {
        port: typeof address === 'object' && address ? address.port : 0,
        token,
        pid: process.pid,
      };
      const temporary = `${file}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify(endpoint), { mode: 0o600 });
      renameSync(temporary, file);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            // Only our own file: another process may have started on this DATA_DIR since (it would have refused to
            // open the database, but not to be tidy).
            try {
              if ((JSON.parse(readFileSync(file, 'utf8')) as BackupEndpoint).token === token) rmSync(file);
            } catch {}
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
