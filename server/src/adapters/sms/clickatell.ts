import { toE164Mobile } from '@protea/shared/phone-number';
import { z } from 'zod';
import type { DeliveryReport, DeliveryReportReader } from './delivery-report.js';
import { firstText, postToGateway } from './post-to-gateway.js';
import { SmsRejectedError, type SmsSender } from './sms-sender.js';

export interface ClickatellOptions {
  url: string;
  apiKey: string;
}

/** Its answer: one entry per number, each accepted with its id or refused with an error. */
const sendAnswerSchema = z
  .object({
    messages: z
      .array(
        z
          .object({
            apiMessageId: z.string().nullish(),
            accepted: z.boolean().optional(),
            error: z.unknown().optional(),
          })
          .passthrough(),
      )
      .min(1),
  })
  .passthrough();

const describeError = (body: unknown) =>
  firstText(body, ['errorDescription', 'error']) ??
  firstText((body as { messages?: unknown[] } | undefined)?.messages?.[0], ['errorDescription', 'error']);

/**
 * Clickatell's SMS platform REST API: `POST {url}/messages` with the integration's API key as the Authorization header
 * and `{ to: [number], content }`, the number in international form without its +.
 */
export function clickatellSender(options: ClickatellOptions): SmsSender {
  const endpoint = `${options.url.replace(/\/+$/, '')}/messages`;
  return {
    async send(message) {
      const to = (toE164Mobile(message.to) ?? message.to).replace(/^\+/, '');
      const payload = { to: [to], content: message.body };
      const answer = await postToGateway(
        'Clickatell',
        endpoint,
        { authorization: options.apiKey },
        payload,
        describeError,
      );
      const parsed = sendAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return undefined;
      const result = parsed.data.messages[0]!;
      // A 202 can still refuse the one number it names (an invalid destination): that answer will not change.
      if (result.accepted === false)
        throw new SmsRejectedError(`Clickatell refused the message: ${describeError(answer.body) ?? 'not accepted'}`);
      return result.apiMessageId ? { provider: 'clickatell', messageId: result.apiMessageId } : undefined;
    },
  };
}

/**
 * The SMS platform's status codes: 4 (RECEIVED_BY_RECIPIENT) is the handset's receipt; 3 (DELIVERED_TO_GATEWAY), 8
 * (RECEIVED_BY_GATEWAY), 2 (queued) and 11 (delayed) are on the way; the rest listed here are final failures.
 */
const DELIVERED_CODES = new Set([4]);
const FAILED_CODES = new Set([5, 6, 7, 9, 10, 12, 14]);
const DELIVERED_STATUSES = new Set(['RECEIVED_BY_RECIPIENT']);
const FAILED_STATUSES = new Set([
  'ERROR_WITH_MESSAGE',
  'USER_CANCELLED',
  'ERROR_DELIVERING_MESSAGE',
  'ROUTING_ERROR',
  'MESSAGE_EXPIRED',
  'OUT_OF_CREDIT',
  'MAX_MT_EXCEEDED',
]);

/** The REST API's status callback: one message a call. */
const reportSchema = z
  .object({
    messageId: z.string().min(1),
    statusCode: z.coerce.number().int().optional(),
    status: z.string().optional(),
    statusDescription: z.string().optional(),
  })
  .passthrough()
  .refine((report) => report.statusCode !== undefined || report.status !== undefined, {
    message: 'needs statusCode or status',
    path: ['statusCode'],
  });

function outcomeOf(statusCode: number | undefined, status: string | undefined): DeliveryReport['outcome'] | null {
  // The name is unambiguous where numbers differ between Clickatell's APIs; the number decides when the name is new.
  if (status && DELIVERED_STATUSES.has(status)) return 'delivered';
  if (status && FAILED_STATUSES.has(status)) return 'failed';
  if (statusCode !== undefined && DELIVERED_CODES.has(statusCode)) return 'delivered';
  if (statusCode !== undefined && FAILED_CODES.has(statusCode)) return 'failed';
  return null;
}

export const readClickatellReport: DeliveryReportReader = (body) => {
  const report = reportSchema.parse(body);
  const outcome = outcomeOf(report.statusCode, report.status);
  if (outcome === null) return [];
  const words = [report.status, report.statusDescription].filter(Boolean).join(': ');
  const reason = outcome === 'failed' ? words || `status code ${report.statusCode}` : null;
  return [{ messageId: report.messageId, outcome, reason }];
};
