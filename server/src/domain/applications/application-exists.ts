import type { Database } from '../../db/client.js';
import { findApplicationKind } from '../../db/repositories/application-repository.js';

const REFERENCE_PATTERN = /^PM-\d{4}-\d{5,6}$/;

export function normalizeReference(reference: string): string | null {
  const normalized = reference.trim().toUpperCase();
  return REFERENCE_PATTERN.test(normalized) ? normalized : null;
}

export async function applicationExists(db: Database, reference: string, isBusiness: boolean): Promise<boolean> {
  const normalized = normalizeReference(reference);
  if (!normalized) return false;
  const found = await findApplicationKind(db, normalized);
  return found !== undefined && found.isBusiness === isBusiness;
}
