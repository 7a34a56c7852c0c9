/**
 * One message's final state from a gateway's delivery report. Reports of a state on the way (accepted, sent to the
 * network, queued) are not final and give none.
 */
export interface DeliveryReport {
  messageId: string;
  outcome: 'delivered' | 'failed';
  /** The gateway's own words for a failure (its status and description), null for a delivery. */
  reason: string | null;
}

/** Reads a gateway's report body into the final states it carries; throws a ZodError on a body of another shape. */
export type DeliveryReportReader = (body: unknown) => DeliveryReport[];
