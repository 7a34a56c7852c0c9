/**
 * The translation keys of a kit, all under one prefix of the locale files (`wizard.documents.required`, ...),
 * with the few a feature words its own way given as overrides.
 */
export function textsUnder<const N extends string>(
  prefix: string,
  names: readonly N[],
  overrides: Partial<Record<N, string>> = {},
): Record<N, string> {
  const keys = Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`])) as Record<N, string>;
  return { ...keys, ...overrides };
}
