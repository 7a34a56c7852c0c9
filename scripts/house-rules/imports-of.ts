import { parseSync } from 'rolldown/utils';

/**
 * The modules a file names: static imports (types too), re-exports and dynamic import() of a string, with the offset
 * of each name, from the parser Vite's Rolldown uses (Oxc). TypeScript 7 has no JavaScript API any more to scan them
 * with (`ts.preProcessFile` did it up to 6).
 */
export function importsOf(file: string, text: string): { fileName: string; pos: number }[] {
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

/** The line (from 1) of an offset in a text. */
export const lineAt = (text: string, pos: number) => text.slice(0, pos).split('\n').length;
