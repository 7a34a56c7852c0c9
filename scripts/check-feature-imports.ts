// `npm run lint` runs this after Biome: Biome's noRestrictedImports matches the import text, and a relative
// import names another feature differently at every folder depth (docs/decisions/016-feature-boundaries.md).
// This resolves each import of web/src to its file and checks where it leads. Exit code 1 on a violation.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProblem } from './feature-boundaries/import-rule.js';
import { importsOf, lineAt } from './house-rules/imports-of.js';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../web/src');

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const fromSource = (path: string) => relative(SOURCE, path).split(sep).join('/');

const problems: string[] = [];
for (const file of sourceFiles(SOURCE)) {
  const text = readFileSync(file, 'utf8');
  for (const imported of importsOf(file, text)) {
    if (!imported.fileName.startsWith('.')) continue;
    const target = fromSource(resolve(dirname(file), imported.fileName));
    const problem = importProblem(fromSource(file), target);
    if (problem) {
      problems.push(
        `web/src/${fromSource(file)}:${lineAt(text, imported.pos)} imports '${imported.fileName}': ${problem}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries (docs/decisions/016-feature-boundaries.md):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: every feature imports only itself, components/, lib/ and shared.');
