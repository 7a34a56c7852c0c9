import { describe, expect, test } from 'vitest';
import { renderEmail } from './email-template.js';

const CONTACT = { phone: '012 345 6789', email: 'info@proteamanagement.co.za', address: '123 Church Street, Pretoria' };

describe('email template', () => {
  test('the text and the HTML carry the message, why it came and the provider with its contact details', () => {
    const { text, html } = renderEmail(
      'en',
      'submission-confirmation',
      'Application PM-2026-000123 received',
      'Dear Thandi,\n\nYour reference is PM-2026-000123.\nFollow it at https://portal.example/ClientApps/continue.\n\nKind regards',
      CONTACT,
    );
    expect(text).toContain('Your reference is PM-2026-000123.');
    expect(text).toContain('Keep your reference');
    expect(text).toContain(
      'Protea Management · 012 345 6789 · info@proteamanagement.co.za · 123 Church Street, Pretoria',
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Application PM-2026-000123 received</title>');
    expect(html).toContain('Your reference is PM-2026-000123.<br>Follow it at ');
    expect(html).toContain(
      '<a href="https://portal.example/ClientApps/continue" style="color:#0f5132">https://portal.example/ClientApps/continue</a>.',
    );
    expect(html).toContain('012 345 6789');
  });

  test('what a customer typed is text in the HTML, never markup', () => {
    const { html } = renderEmail('af', 'status-update', '<b>x</b>', 'Beste <script>alert(1)</script> & "Co"', CONTACT);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>');
    expect(html).toContain('<html lang="af">');
    expect(html).toContain('Protea Management-portaal');
  });

  test('every kind has its line in every language', () => {
    for (const language of ['en', 'af', 'st', 'zu'] as const) {
      for (const kind of [
        'verification-code',
        'submission-confirmation',
        'status-update',
        'holder-alert',
        'morning-digest',
      ] as const) {
        const { text } = renderEmail(language, kind, 's', 'b', CONTACT);
        expect(text, `${language} ${kind}`).not.toContain('messages.');
      }
    }
  });
});
