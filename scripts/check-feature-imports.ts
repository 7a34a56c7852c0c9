// `npm run lint` runs this after Biome: Biome's noRestrictedImports matches the import text, and a relative
// import names another feature differently at every folder depth (docs/decisions/016-feature-boundaries.md).
// This resolves each import of web/src to its file and checks where it leads. Exit code 1 on a violation.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';
import { importProblem } from './feature-boundaries/import-rule.js';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../web/src');

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const fromSource = (path: string) => relative(SOURCE, path).split(sep).join('/');

/**
 * Static imports (types too), re-exports and dynamic import() of a string, from the parser Vite's Rolldown uses (Oxc).
 * TypeScript 7 has no JavaScript API any more to scan them with (`ts.preProcessFile` did it up to 6).
 */
function importsOf(file: string, text: string): { fileName: string; pos: number }[] {
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const found = module.staticImports.map(({ moduleRequest }) => ({
    fileName: moduleRequest.value,
    pos: moduleRequest.start,
  }));
  for (const { entries } of module.staticExports) {
    for (const { moduleRequest } of entries) {
      if (moduleRequest) found.push({ fileName: moduleRequest.value, pos: moduleRequest.start });
    }
  }
  for (const { moduleRequest } of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text.slice(moduleRequest.start, moduleRequest.end));
    if (literal) found.push({ fileName: literal[2]!, pos: moduleRequest.start });
  }
  return found;
}

const problems: string[] = [];
for (const file of sourceFiles(SOURCE)) {
  const text = readFileSync(file, 'utf8');
  for (const imported of importsOf(file, text)) {
    if (!imported.fileName.startsWith('.')) continue;
    const target = fromSource(resolve(dirname(file), imported.fileName));
    const problem = importProblem(fromSource(file), target);
    if (problem) {
      const line = text.slice(0, imported.pos).split('\n').length;
      problems.push(`web/src/${fromSource(file)}:${line} imports '${imported.fileName}': ${problem}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries (docs/decisions/016-feature-boundaries.md):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries: every feature imports only itself, components/, lib/ and shared.');
