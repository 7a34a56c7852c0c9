import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createFileStorage } from './file-storage.js';

let dir: string;
let uploads: string;
let staging: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pm-sweep-'));
  uploads = path.join(dir, 'uploads');
  staging = path.join(dir, 'uploads-staging');
  mkdirSync(uploads, { recursive: true });
  mkdirSync(staging, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
/** A file an hour old under `folder`, named as the storage names them. */
const oldFile = (folder: string, letter: string, extension = 'pdf') => {
  const name = `${letter.repeat(32)}.${extension}`;
  writeFileSync(path.join(folder, name), letter);
  utimesSync(path.join(folder, name), hourAgo, hourAgo);
  return name;
};

test('a file another remover takes while the sweep runs is passed over, and the pass goes on', async () => {
  const storage = createFileStorage(dir);
  const committed = oldFile(staging, 'a');
  const unfinished = oldFile(staging, 'b');
  const retained = oldFile(uploads, 'c');
  const orphans = [oldFile(uploads, 'd'), oldFile(uploads, 'e')];
  // While the sweep asks which names rows hold, the retention job removes a row and its file, and an upload's own
  // commit moves its staged file into place: both are gone from under the sweep's feet.
  const known = async (names: string[]) => {
    if (names.includes(retained)) await storage.remove(retained);
    if (names.includes(unfinished)) renameSync(path.join(staging, committed), path.join(uploads, committed));
    return new Set(names.filter((name) => name === committed));
  };

  const result = await storage.sweep(known, 10 * 60 * 1000);

  expect(result).toEqual({ completed: 0, removed: 1 + orphans.length, failed: 0 });
  expect(readdirSync(uploads).sort()).toEqual([committed]);
  expect(existsSync(path.join(staging, unfinished))).toBe(false);
  // Removing a file already gone is no error either (the retention job after the sweep).
  await storage.remove(orphans[0]!);
});

test('a file that cannot be removed is counted and reported, and the others are still tidied', async () => {
  const storage = createFileStorage(dir);
  // A directory under a stored file's name: unlink refuses it (EISDIR), as it would a file it has no right to.
  const stuck = `${'f'.repeat(32)}.png`;
  mkdirSync(path.join(uploads, stuck));
  utimesSync(path.join(uploads, stuck), hourAgo, hourAgo);
  const orphans = [oldFile(uploads, '1'), oldFile(uploads, '2'), oldFile(staging, '3')];

  const result = await storage.sweep(async () => new Set(), 10 * 60 * 1000);

  expect(result).toMatchObject({ completed: 0, removed: orphans.length, failed: 1 });
  expect(result.error).toMatchObject({ code: expect.stringMatching(/^E(ISDIR|PERM)$/) });
  expect(readdirSync(uploads)).toEqual([stuck]);
  expect(readdirSync(staging)).toEqual([]);
});
