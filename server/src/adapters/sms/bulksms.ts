import { toE164Mobile } from '@protea/shared/phone-number';
import { z } from 'zod';
import type { DeliveryReport, DeliveryReportReader } from './delivery-report.js';
import { needsUnicode } from './gsm-03-38.js';
import { firstText, postToGateway } from './post-to-gateway.js';
import type { SmsSender } from './sms-sender.js';

export interface BulkSmsOptions {
  url: string;
  tokenId: string;
  tokenSecret: string;
}

/** BulkSMS's answer to a send: 201 with the messages it made, each with its id. */
const sendAnswerSchema = z.array(z.object({ id: z.union([z.string(), z.number()]) }).passthrough()).min(1);

/**
 * BulkSMS's JSON REST API: `POST {url}/messages` with an API token as Basic auth and `{ to, body }`, the number in
 * E.164 with its +, and `encoding: UNICODE` when the text has a character outside GSM 03.38.
 */
export function bulkSmsSender(options: BulkSmsOptions): SmsSender {
  const endpoint = `${options.url.replace(/\/+$/, '')}/messages`;
  const authorization = `Basic ${Buffer.from(`${options.tokenId}:${options.tokenSecret}`).toString('base64')}`;
  return {
    async send(message) {
      const to = toE164Mobile(message.to) ?? message.to;
      const payload = { to, body: message.body, ...(needsUnicode(message.body) ? { encoding: 'UNICODE' } : {}) };
      // Its error bodies are RFC 7807 problems: { type, title, status, detail }.
      const answer = await postToGateway('BulkSMS', endpoint, { authorization }, payload, (body) =>
        [firstText(body, ['title']), firstText(body, ['detail'])].filter(Boolean).join(': '),
      );
      const sent = sendAnswerSchema.safeParse(answer.body);
      // Taken, yet without an id: sending again would send it twice, so it stands as sent, without reports.
      return sent.success ? { provider: 'bulksms', messageId: String(sent.data[0]!.id) } : undefined;
    },
  };
}

/**
 * A BulkSMS webhook call: an array of message objects (up to 10; `[]` when the webhook is being validated). Only
 * sent messages' DELIVERED and FAILED status types are final; ACCEPTED, SCHEDULED, SENT and UNKNOWN are not.
 */
const reportSchema = z
  .array(
    z
      .object({
        id: z.union([z.string().min(1), z.number()]),
        type: z.string().optional(),
        status: z.object({ id: z.string().optional(), type: z.string(), subtype: z.string().nullish() }).passthrough(),
      })
      .passthrough(),
  )
  .max(1000);

export const readBulkSmsReport: DeliveryReportReader = (body) =>
  reportSchema
    .parse(body)
    .filter((message) => message.type === undefined || message.type === 'SENT')
    .flatMap((message): DeliveryReport[] => {
      const messageId = String(message.id);
      const { status } = message;
      if (status.type === 'DELIVERED') return [{ messageId, outcome: 'delivered', reason: null }];
      if (status.type === 'FAILED') {
        // status.id is "FAILED.EXPIRED", "FAILED.HANDSET_ERROR", "FAILED.BLOCKED", "FAILED.NOT_SENT"...
        const reason = status.id ?? (status.subtype ? `FAILED.${status.subtype}` : 'FAILED');
        return [{ messageId, outcome: 'failed', reason }];
      }
      return [];
    });
