// `npm run lint` runs this: the feature sizes, the one reader of the environment and the HTTP layer's imports
// (scripts/house-rules/). Exit 1 on a break, naming each.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentReaders, httpImportsOfDb, oversizedFeatures, type SourceFile } from './house-rules/house-rules.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function* sourceFiles(directory: string): Generator<SourceFile> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) {
      yield { path: relative(ROOT, path).split(sep).join('/'), text: readFileSync(path, 'utf8') };
    }
  }
}

const files = ['server/src', 'web/src', 'shared/src'].flatMap((tree) => [...sourceFiles(join(ROOT, tree))]);
const problems = [...oversizedFeatures(files), ...environmentReaders(files), ...httpImportsOfDb(files)];
if (problems.length > 0) {
  console.error(`House rules (issues 27 and 41):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  'House rules: every web feature within its size, only server/src/config reads the environment, and no file of ' +
    'server/src/http imports server/src/db.',
);
