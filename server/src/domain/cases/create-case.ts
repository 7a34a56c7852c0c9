import { TERMS_VERSION } from '@protea/shared/constants';
import type { Database } from '../../db/client.js';
import { insertCaseEvent, insertConsent } from '../../db/repositories/case-repository.js';
import { newReferenceNumber } from './reference-number.js';

/**
 * Creates a customer request in the caller's transaction: a fresh random reference (tried again on
 * the rare clash), the POPIA consent given for it, and its first timeline event.
 */
export async function createCase<Row extends { id: string }>(
  tx: Database,
  prefix: 'PM' | 'TM',
  insert: (reference: string) => Promise<Row | undefined>,
): Promise<Row> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const created = await insert(newReferenceNumber(attempt, new Date(), prefix));
    if (!created) continue;
    await insertConsent(tx, { caseId: created.id, purpose: 'popia', termsVersion: TERMS_VERSION });
    await insertCaseEvent(tx, {
      caseId: created.id,
      actorType: 'customer',
      kind: 'created',
      data: { termsVersion: TERMS_VERSION },
    });
    return created;
  }
  throw new Error(`could not find a free ${prefix} reference`);
}
