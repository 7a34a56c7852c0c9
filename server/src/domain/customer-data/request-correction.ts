import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import type { CaseRow } from '../../db/repositories/case-repository.js';
import { tooManyRequests } from '../app-error.js';
import { type CaseDeps, inTransaction } from '../cases/in-transaction.js';
import { recordCaseAction } from '../cases/record-case-action.js';

/** Correction requests one request may send in a day: enough to add what was forgotten, not to flood staff. */
const PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A customer's request to correct what is held about their request (issue 13, POPIA): it lands on the staff timeline
 * in the customer's words, with an audit row. 429 past five a day for one request, however many arrive at once.
 */
export async function requestCorrection(
  deps: CaseDeps & { throttle: ThrottleStore },
  target: CaseRow,
  text: string,
  ip: string,
): Promise<void> {
  const taken = await deps.throttle.take([`correction:${target.id}`], PER_DAY, DAY_MS);
  if (!taken.allowed) throw tooManyRequests('too_many_requests', taken.retryAfterMs);
  await inTransaction(deps, (tx) =>
    recordCaseAction(tx, { type: 'customer', ip }, target, {
      action: 'customer.correction_requested',
      event: { kind: 'correction_requested', data: { text } },
    }),
  );
}
