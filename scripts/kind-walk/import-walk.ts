import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { importsOf } from '../house-rules/imports-of.js';

/** The source file an import names, from the repository root; null for a package outside the project. */
function resolveImport(root: string, from: string, name: string): string | null {
  const base = name.startsWith('.')
    ? resolve(root, dirname(from), name)
    : name.startsWith('@protea/shared/')
      ? join(root, 'shared/src', name.slice('@protea/shared/'.length))
      : null;
  if (!base) return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return relative(root, candidate).split(sep).join('/');
  }
  return null;
}

/**
 * Every project file reachable by imports (types, re-exports and import() too) from the entries, from the root.
 * `skip` says which import not to follow: a registry's branch to another kind, which the walked kind never takes.
 */
export function importWalk(
  root: string,
  entries: readonly string[],
  skip: (from: string, to: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const target = resolveImport(root, file, fileName);
      if (target && !seen.has(target) && !skip(file, target)) pending.push(target);
    }
  }
  return seen;
}

/** The kinds of customer request, as words in the names of the files written for them. */
export const KIND_WORDS = {
  residential_application: ['residential', 'application'],
  business_application: ['business', 'application'],
  residential_termination: ['residential', 'termination'],
  business_termination: ['business', 'termination'],
} as const;

const KIND_WORDS_ALL = new Set(['residential', 'business', 'application', 'termination']);

/**
 * Whether a path names another kind than the one walked: a file or folder name with a kind's word ('residential',
 * 'application', ...) that the walked kind lacks. 'Termination' alone serves both terminations, 'business' both
 * business kinds: a business termination may pass them, a residential application may not.
 */
export function namedForAnotherKind(path: string, kind: keyof typeof KIND_WORDS): boolean {
  const own: readonly string[] = KIND_WORDS[kind];
  const words = path
    .toLowerCase()
    .split(/[/.\-_]+/)
    .map((word) => word.replace(/^(application|termination)s$/, '$1'));
  return words.some((word) => KIND_WORDS_ALL.has(word) && !own.includes(word));
}

/** The files that pick a module by the case's kind: a walk takes only its own kind's branch. */
export const KIND_REGISTRIES = [
  'shared/src/kinds/application-kinds.ts',
  'shared/src/kinds/termination-kinds.ts',
  'shared/src/workflow/workflows.ts',
];
