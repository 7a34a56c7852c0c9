import { OPEN_STATUSES, type OpenStatus } from '@protea/shared/workflow/open-statuses';
import type { Database } from '../../db/client.js';
import { findOpenCasesWithoutDueDate, setCaseDueDates } from '../../db/repositories/case-repository.js';
import { addBusinessHours } from '../calendar/business-hours.js';

export type ServiceLevels = Record<OpenStatus, number>;

/** The configuration's defaults (env.ts): two business days to decide, five for the customer and the installation. */
export const DEFAULT_SERVICE_LEVELS: ServiceLevels = { pending: 17, needsinfo: 42.5, approved: 42.5 };

let levels: ServiceLevels = DEFAULT_SERVICE_LEVELS;

/**
 * The targets of this process, set once by the composition root from the configuration (create-server.ts). A
 * setting, like the language resources: every status change reads it, and passing it down through each of them
 * would thread the configuration through every decision for one number.
 */
export function setServiceLevels(next: ServiceLevels): void {
  levels = { ...next };
}

export const serviceLevels = (): ServiceLevels => levels;

const isOpen = (status: string): status is OpenStatus => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * When a case that entered `status` at `enteredAt` is due: that instant plus the status's target in business hours
 * (Monday to Friday 8:00-16:30 in Johannesburg, public holidays skipped: calendar/business-hours.ts); null for a
 * status nobody waits in.
 */
export function dueAtOf(status: string, enteredAt: Date): Date | null {
  return isOpen(status) ? addBusinessHours(enteredAt, levels[status]) : null;
}

/**
 * Gives every open case without a due time one, from when it entered its status (cases written before due times, or
 * loaded from elsewhere): run at the start, in batches, until none is left.
 */
export async function fillMissingDueDates(db: Database, batch = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await findOpenCasesWithoutDueDate(db, batch);
    await setCaseDueDates(
      db,
      rows.map((row) => ({ id: row.id, dueAt: dueAtOf(row.status, row.enteredAt)! })),
    );
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
