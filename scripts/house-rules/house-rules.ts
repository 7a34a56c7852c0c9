// The house rules that a reader can count but a linter does not: how large a web feature may grow and who may read
// the environment (issue 27), and that the HTTP layer reaches the database only through the domain (issue 41).
// `npm run lint` runs them (scripts/check-house-rules.ts) over the tree.
import { posix } from 'node:path';
import { importsOf, lineAt } from './imports-of.js';

/** A web feature is one area of the app; past this many lines of source it is two (docs/decisions/031). */
export const FEATURE_LINE_LIMIT = 3500;

export interface SourceFile {
  /** Path from the repository's root, with forward slashes. */
  path: string;
  text: string;
}

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path) || path.includes('/test/');

const linesOf = (text: string) => text.split('\n').length;

/** Each feature of web/src/features over the limit, with its size (tests are not counted). */
export function oversizedFeatures(files: readonly SourceFile[], limit = FEATURE_LINE_LIMIT): string[] {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const feature = /^web\/src\/features\/([^/]+)\//.exec(file.path)?.[1];
    if (!feature || isTest(file.path)) continue;
    sizes.set(feature, (sizes.get(feature) ?? 0) + linesOf(file.text));
  }
  return [...sizes]
    .filter(([, lines]) => lines > limit)
    .map(([feature, lines]) => `web/src/features/${feature} has ${lines} lines of source (at most ${limit})`);
}

/**
 * The server's configuration is read in one place (server/src/config): everything else is handed its settings, so a
 * setting is named, checked and documented once. Tests may read their own variables (TEST_DATABASE_URL and the like).
 */
export function environmentReaders(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => /^(server|web|shared)\/src\//.test(file.path) && !isTest(file.path))
    .filter((file) => !file.path.startsWith('server/src/config/'))
    .filter((file) => /\bprocess\.env\b/.test(file.text))
    .map((file) => `${file.path} reads process.env (only server/src/config may)`);
}

/**
 * Routes parse, call a use case of server/src/domain and answer (docs/ARCHITECTURE.md): no file of server/src/http
 * imports server/src/db, not even a type. The domain passes on what the routes need (`domain/database.ts` names the
 * database handle they hold).
 */
export function httpImportsOfDb(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith('server/src/http/')) continue;
    for (const imported of importsOf(file.path, file.text)) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = posix.join(posix.dirname(file.path), imported.fileName);
      if (target !== 'server/src/db' && !target.startsWith('server/src/db/')) continue;
      problems.push(
        `${file.path}:${lineAt(file.text, imported.pos)} imports '${imported.fileName}': server/src/http may not ` +
          'import server/src/db; call a use case of server/src/domain instead',
      );
    }
  }
  return problems;
}
