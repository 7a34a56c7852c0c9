import { isStorableText } from '@protea/shared/schemas/text';

/** Deeper than any body the portal sends; a deeper one is an attack on the parsers, not a request. */
const MAX_DEPTH = 32;

export type InputProblem = { kind: 'too_deep' } | { kind: 'unstorable'; path: string };

/**
 * Looks through params, query and body, without recursion (a body nested thousands deep must not
 * overflow the stack), for text no database can store (NUL, unpaired surrogates) in values or keys.
 */
export function findInputProblem(...inputs: unknown[]): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = inputs.map((value) => ({
    value,
    path: '',
    depth: 0,
  }));
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { kind: 'unstorable', path: path || '_' };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_DEPTH) return { kind: 'too_deep' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { kind: 'unstorable', path: path || '_' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
