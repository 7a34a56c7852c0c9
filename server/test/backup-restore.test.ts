import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { backupCommand, restoreCommand } from '../src/domain/operations/backup-commands.js';
import { BACKUP_ENDPOINT_FILE } from '../src/domain/operations/backup-endpoint.js';
import { BackupRefusal } from '../src/domain/operations/restore-archive.js';
import {
  API,
  createApplication,
  getApplication,
  readyToSubmit,
  storedRecord,
  tinyPng,
  upload,
} from './support/applicant.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const work = mkdtempSync(path.join(tmpdir(), 'pm-backup-'));
const dataDir = path.join(work, 'data');
const settings = { DATA_DIR: dataDir, DATABASE_URL: undefined, STORAGE_DRIVER: 'local' as const };

const documentBytes = async (server: TestServer, fileName: string, cookie: string) => {
  const response = await fetch(server.url(`${API}/documents/${fileName}`), { headers: { cookie } });
  expect(response.status, fileName).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('backup and restore of the embedded database and the uploads', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('a request and its documents go through backup, wipe, restore and start', async () => {
    server = await startTestServer('pglite', {}, { dataDir });
    // The running portal says where to ask it for a backup, in DATA_DIR only.
    const endpointFile = path.join(dataDir, BACKUP_ENDPOINT_FILE);
    expect(existsSync(endpointFile)).toBe(true);
    expect(statSync(endpointFile).mode & 0o077).toBe(0);
    // On 127.0.0.1 only, and only for whoever can read that file.
    const { port } = JSON.parse(readFileSync(endpointFile, 'utf8'));
    for (const authorization of [undefined, 'Bearer wrong']) {
      const refused = await fetch(`http://127.0.0.1:${port}/backup`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status).toBe(401);
    }
    const { reference, cookie } = await readyToSubmit(server);
    // The ID again, as a photo: it takes the PDF's place, whose file is removed.
    const png = await tinyPng('#123456');
    expect((await upload(server, cookie, reference, 'id', 'id.png', png, 'image/png')).status).toBe(201);
    const record = await storedRecord(server, reference, cookie);
    const names: string[] = record.documents.map((document: { fileName: string }) => document.fileName);
    expect(names).toHaveLength(2);
    const before = new Map<string, Buffer>();
    for (const name of names) before.set(name, await documentBytes(server, name, cookie));

    // Another applicant keeps replacing a document while the backup is taken: each upload removes the file before.
    const busy = await readyToSubmit(server);
    let uploading = true;
    const replacing = (async () => {
      for (let round = 0; uploading || round < 3; round++) {
        const photo = await tinyPng(`#0000${(round % 200).toString(16).padStart(2, '0')}`);
        const response = await upload(server!, busy.cookie, busy.reference, 'id', 'id.png', photo, 'image/png');
        expect(response.status).toBe(201);
      }
    })();
    const archive = path.join(work, 'portal-backup.zip');
    const manifest = await backupCommand(archive, settings).finally(() => {
      uploading = false;
    });
    await replacing;
    expect(manifest).toMatchObject({ format: 'protea-portal-backup', version: 1, database: 'pglite' });
    // The first applicant's two, the busy one's deed and one or two of its IDs (a file no row names is swept later).
    expect(manifest.files).toBeGreaterThanOrEqual(4);
    // Nothing of the backup's own work is left in DATA_DIR.
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.backup-') || name.endsWith('.partial'))).toEqual([]);
    // A request made after the backup is not in it.
    const later = await createApplication(server);
    await expect(backupCommand(archive, settings)).rejects.toThrow(/exists already/);

    await server.close();
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });

    await restoreCommand(archive, settings);
    // Into an empty DATA_DIR only.
    await expect(restoreCommand(archive, settings)).rejects.toThrow(/not empty/);

    server = await startTestServer('pglite', {}, { dataDir });
    // The applicant's session still holds: the session secret came back with the data.
    const restored = await storedRecord(server, reference, cookie);
    expect(restored.documents.map((document: { fileName: string }) => document.fileName).sort()).toEqual(
      [...names].sort(),
    );
    for (const name of names) expect((await documentBytes(server, name, cookie)).equals(before.get(name)!)).toBe(true);
    expect((await getApplication(server, later.reference)).status).toBe(404);
    // Every document the restored database names has its file, whatever the backup met on its way.
    const busyRestored = await storedRecord(server, busy.reference, busy.cookie);
    expect(busyRestored.documents).toHaveLength(2);
    for (const document of busyRestored.documents as Array<{ fileName: string }>) {
      expect((await documentBytes(server, document.fileName, busy.cookie)).length).toBeGreaterThan(0);
    }
    expect((await fetch(server.url(`${API}/ready`))).status).toBe(200);

    // With the portal stopped, the command opens the database itself.
    await server.close();
    server = undefined;
    expect(existsSync(path.join(dataDir, BACKUP_ENDPOINT_FILE))).toBe(false);
    const offline = await backupCommand(path.join(work, 'offline.zip'), settings);
    expect(offline.files).toBeGreaterThanOrEqual(4);
  });

  test('a restore refuses an archive that is not a backup and leaves DATA_DIR empty', async () => {
    const bogus = path.join(work, 'bogus.zip');
    writeFileSync(bogus, 'not a zip');
    const empty = path.join(work, 'empty');
    await expect(restoreCommand(bogus, { ...settings, DATA_DIR: empty })).rejects.toBeInstanceOf(BackupRefusal);
    expect(existsSync(empty) ? readdirSync(empty) : []).toEqual([]);
  });

  test('on PostgreSQL or S3 the commands refuse and say how to back up instead', async () => {
    const file = path.join(work, 'never.zip');
    const postgres = { ...settings, DATABASE_URL: 'postgres://portal@db.example/portal' };
    await expect(backupCommand(file, postgres)).rejects.toThrow(/pg_dump/);
    await expect(restoreCommand(file, postgres)).rejects.toThrow(/pg_restore/);
    await expect(backupCommand(file, { ...settings, STORAGE_DRIVER: 's3' })).rejects.toThrow(/versioning/);
    expect(existsSync(file)).toBe(false);
  });
});
