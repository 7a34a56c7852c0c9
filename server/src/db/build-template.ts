import { writeFile } from 'node:fs/promises';
import { migratedPgliteDataDir } from './client.js';

/**
 * Run by the build: migrates an empty embedded database and writes its data directory as a gzipped
 * tarball next to the server, so a fresh start loads it instead of running initdb and every
 * migration (issue 12: first 200 within 3 s on a new DATA_DIR).
 */
async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: build-template.js <out.tar.gz>');
  const tarball = await migratedPgliteDataDir('gzip');
  await writeFile(out, Buffer.from(await tarball.arrayBuffer()));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
