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

/**
 * The server's message for one field of a form, named by its path in the body, nested or not (`finalMeterReading`,
 * `earlyDisconnection.date`, `directors.0.idNumber`); a message about a part of it (`directors.0` for `directors`)
 * counts too. The server keys a nested field by its whole path: the form names it the same way.
 */
export function fieldErrorOf(fields: FieldErrors | undefined, name: string): string | undefined {
  if (!fields) return undefined;
  const exact = fields[name]?.[0];
  if (exact) return exact;
  const under = Object.entries(fields).find(([path, messages]) => path.startsWith(`${name}.`) && messages[0]);
  return under?.[1][0];
}
