import { LANGUAGES } from '@protea/shared/constants';
import { resources } from '@protea/shared/locales/index';
import { SMS_SENDER_PREFIX } from '@protea/shared/notification-messages';
import { describe, expect, test } from 'vitest';
import { renderMessage } from './render-message.js';

const messages = (language: (typeof LANGUAGES)[number]) => resources[language].messages as Record<string, unknown>;
const keysOf = (filter: (key: string, text: string) => boolean) =>
  Object.entries(messages('en'))
    .filter(([key, text]) => typeof text === 'string' && filter(key, text))
    .map(([key]) => `messages.${key}`);

const SMS_KEYS = keysOf((key) => key.endsWith('Sms'));
/** The emails that tell an SMS text again (a decision, the welcome): their body holds it as `{{text}}`. */
const EMAILS_WITH_SMS = keysOf((key, text) => key.endsWith('EmailBody') && text.includes('{{text}}'));

const VARS = {
  name: 'Nomsa',
  reference: 'PM-2026-000123',
  accountNo: 'PM1234',
  code: '123456',
  date: '2026-12-31',
  reason: 'The lease is unsigned.',
  message: 'Please send the lease.',
  link: 'https://portal.example/track',
  deposit: 'No deposit is required.',
  refund: 'No deposit is held.',
};

describe('messages by SMS and by email', () => {
  test('every SMS opens with the sender, in every language', () => {
    expect(SMS_KEYS.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      for (const key of SMS_KEYS) {
        expect(renderMessage(language, key, VARS).startsWith(SMS_SENDER_PREFIX), `${language} ${key}`).toBe(true);
      }
    }
  });

  test('an email that tells an SMS text again does not repeat the SMS sender, for every message and language', () => {
    expect(EMAILS_WITH_SMS).toEqual(['messages.decisionEmailBody', 'messages.welcomeEmailBody']);
    for (const language of LANGUAGES) {
      for (const bodyKey of EMAILS_WITH_SMS) {
        for (const smsKey of SMS_KEYS) {
          const body = renderMessage(language, bodyKey, { ...VARS, text: { key: smsKey, vars: VARS } });
          const told = renderMessage(language, smsKey, VARS).slice(SMS_SENDER_PREFIX.length + 1);
          expect(body, `${language} ${bodyKey} ${smsKey}`).not.toContain(SMS_SENDER_PREFIX.trim());
          expect(body, `${language} ${bodyKey} ${smsKey}`).toContain(told);
        }
      }
    }
  });

  test('the SMS text in an email starts as a sentence does', () => {
    const body = renderMessage('en', 'messages.decisionEmailBody', {
      name: 'Nomsa',
      text: { key: 'messages.approvedSms', vars: { reference: 'PM-2026-000123', deposit: 'No deposit is required.' } },
    });
    expect(body).toContain('Dear Nomsa,\n\nYour application PM-2026-000123 has been approved.');
  });
});
