import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every package.json under node_modules, one level of scope deep, nested node_modules included. */
function installedPackages(folder: string): string[] {
  const found: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(folder);
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(path.join(folder, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of names) {
      found.push(path.join(folder, name, 'package.json'));
      found.push(...installedPackages(path.join(folder, name, 'node_modules')));
    }
  }
  return found;
}

test('Every installed package supports the Node.js this portal runs on (the README says Node 24)', () => {
  const refusing: string[] = [];
  const folders = ['node_modules', 'server/node_modules', 'web/node_modules', 'shared/node_modules'];
  for (const file of folders.flatMap((folder) => installedPackages(path.join(ROOT, folder)))) {
    let manifest: { name?: string; version?: string; engines?: { node?: string } };
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const range = manifest.engines?.node;
    if (range && semver.validRange(range) && !semver.satisfies(process.version, range)) {
      refusing.push(`${manifest.name}@${manifest.version} wants node ${range}`);
    }
  }
  expect(refusing).toEqual([]);
});
