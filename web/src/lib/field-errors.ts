import type { FieldErrors } from '@protea/shared/api-error';

/**
 * The server's field errors of one section of a body, by the form's own field names: with the prefix
 * `depositDeclaration`, `depositDeclaration.accountNumber` is the form's `accountNumber`. One message a field.
 */
export function fieldErrorsUnder(fields: FieldErrors | undefined, prefix: string): [string, string][] {
  const start = `${prefix}.`;
  return Object.entries(fields ?? {}).flatMap(([path, messages]) =>
    path.startsWith(start) && messages[0] ? [[path.slice(start.length), messages[0]] as [string, string]] : [],
  );
}
