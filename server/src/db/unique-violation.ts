/**
 * Whether a statement failed on a unique index (PostgreSQL's 23505), as node-postgres and PGlite report it, directly
 * or wrapped by drizzle: two requests at once that each checked first, and the second writing what the first just did.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
