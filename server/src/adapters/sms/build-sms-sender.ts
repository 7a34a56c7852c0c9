import { maskPhoneNumber } from '@protea/shared/phone-number';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import { appendToOutbox } from '../outbox-file.js';
import { bulkSmsSender } from './bulksms.js';
import { clickatellSender } from './clickatell.js';
import type { SmsSender } from './sms-sender.js';

export function buildSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_DRIVER) {
    case 'log':
      return {
        async send(message) {
          await appendToOutbox(config.dataDir, 'sms.jsonl', { ...message, at: new Date().toISOString() });
          log.info({ to: maskPhoneNumber(message.to), kind: message.kind }, 'sms written to outbox');
          return undefined;
        },
      };
    case 'http': {
      const url = config.SMS_HTTP_URL!;
      return {
        // A generic JSON gateway: { to, body }; the token, when set, goes as a bearer token.
        async send(message) {
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
            },
            body: JSON.stringify({ to: message.to, body: message.body }),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
          return undefined;
        },
      };
    }
    // parseEnv has checked that each gateway's credentials are set.
    case 'bulksms':
      return bulkSmsSender({
        url: config.BULKSMS_URL,
        tokenId: config.BULKSMS_TOKEN_ID!,
        tokenSecret: config.BULKSMS_TOKEN_SECRET!,
      });
    case 'clickatell':
      return clickatellSender({ url: config.CLICKATELL_URL, apiKey: config.CLICKATELL_API_KEY! });
  }
}
