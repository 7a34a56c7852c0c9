import { readBulkSmsReport } from '../../adapters/sms/bulksms.js';
import { readClickatellReport } from '../../adapters/sms/clickatell.js';
import type { DeliveryReportReader } from '../../adapters/sms/delivery-report.js';
import type { SmsProvider } from '../../adapters/sms/sms-sender.js';
import type { Database } from '../../db/client.js';
import { recordDeliveryOutcome } from '../../db/repositories/notification-repository.js';

const READERS: Record<SmsProvider, DeliveryReportReader> = {
  bulksms: readBulkSmsReport,
  clickatell: readClickatellReport,
};

/**
 * Applies a gateway's delivery report to the messages it names (a body of another shape throws a ZodError: 400). A
 * report of a message we do not know (a verification code, sent without the outbox, or another system's on the same
 * account) changes nothing. Returns how many messages changed.
 */
export async function recordDeliveryReports(db: Database, provider: SmsProvider, body: unknown): Promise<number> {
  let changed = 0;
  for (const report of READERS[provider](body)) changed += await recordDeliveryOutcome(db, { provider, ...report });
  return changed;
}
