import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createFileStorage } from './file-storage.js';
import { withRemovalHold } from './removal-hold.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pm-hold-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('removals asked for while a hold is on happen when the last hold is released', async () => {
  const { storage, hold } = withRemovalHold(createFileStorage(dir));
  const stored = async () => {
    const staged = await storage.stage(new Uint8Array([1, 2, 3]), 'pdf');
    await staged.commit();
    return staged.storedName;
  };
  const [first, second] = [await stored(), await stored()];
  const files = () => readdirSync(path.join(dir, 'uploads')).sort();

  const releaseA = hold();
  const releaseB = hold();
  await storage.remove(first);
  expect(files()).toEqual([first, second].sort());
  await releaseA();
  await releaseA();
  expect(files()).toEqual([first, second].sort());
  await releaseB();
  expect(files()).toEqual([second]);
  // With no hold, at once.
  await storage.remove(second);
  expect(files()).toEqual([]);
});
