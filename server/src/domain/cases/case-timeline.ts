import type { CaseEventOf } from '@protea/shared/case-events';
import type { TimelineEntry } from '@protea/shared/schemas/case-detail';
import type { Database } from '../../db/client.js';
import { listCaseEvents } from '../../db/repositories/case-repository.js';
import { listNotificationsOfCase } from '../../db/repositories/notification-repository.js';

/** The case's events in order; a message to the customer carries whether it was queued, sent, delivered or failed. */
export async function loadTimeline(db: Database, caseId: string): Promise<TimelineEntry[]> {
  const [events, notifications] = await Promise.all([listCaseEvents(db, caseId), listNotificationsOfCase(db, caseId)]);
  const deliveryOf = new Map(
    notifications.map((n) => [
      n.id,
      {
        // "sending" is a moment inside the worker; to staff the message is still on its way.
        status: n.status === 'sending' ? ('queued' as const) : n.status,
        attempts: n.attempts,
        sentAt: n.sentAt?.toISOString() ?? null,
        // Why it failed: the gateway's refusal, the last error before the retries ran out, or its delivery report.
        reason: n.status === 'failed' ? n.lastError : null,
      },
    ]),
  );
  return events.map((event) => {
    const { kind, data } = event as unknown as CaseEventOf;
    const notificationId = 'notificationId' in data ? data.notificationId : undefined;
    const delivery = notificationId === undefined ? undefined : deliveryOf.get(notificationId);
    return {
      id: event.id,
      at: event.at.toISOString(),
      adminName: event.actorType === 'admin' ? (event.adminName ?? null) : null,
      actorType: event.actorType,
      ...({ kind, data } as CaseEventOf),
      ...(delivery ? { delivery } : {}),
    };
  });
}
