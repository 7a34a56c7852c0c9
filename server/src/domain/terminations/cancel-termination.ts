import type { TerminationRow } from '../../db/repositories/termination-repository.js';
import { changeLockedCase } from '../cases/change-locked-case.js';
import type { CaseDeps } from '../cases/in-transaction.js';
import { transitionCase } from '../cases/transition-case.js';
import { queueCustomerMessage } from '../notifications/queue-customer-message.js';

/** The customer withdraws their own request while it is pending (PRODUCT.md); anything else is a 409. */
export async function cancelOwnTermination(deps: CaseDeps, termination: TerminationRow): Promise<void> {
  await changeLockedCase(deps, termination.id, async (tx, locked) => {
    await transitionCase(tx, { type: 'customer' }, locked, 'cancel');
    await queueCustomerMessage(tx, locked, {
      purpose: 'status-update',
      smsKey: 'messages.terminationCancelledSms',
      vars: { accountNo: termination.accountNumber ?? '' },
    });
  });
}
