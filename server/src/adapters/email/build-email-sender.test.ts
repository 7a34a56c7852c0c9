import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { buildEmailSender } from './build-email-sender.js';

/** The SMTP driver logs nothing; a logger that would fail the test if it did. */
const noLog = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('the SMTP driver logged');
    },
  },
) as FastifyBaseLogger;

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('the SMTP email driver', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('sends each message by SMTP, loading nodemailer with the first one', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/protea-smtp-test',
      EMAIL_DRIVER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_FROM: 'Protea Management <noreply@proteamanagement.co.za>',
    });
    const sender = buildEmailSender(config, noLog);
    for (const subject of ['Your application PM-2026-000001', 'Ngiyabonga: isicelo sakho']) {
      await sender.send({
        to: 'thandi@example.co.za',
        subject,
        body: `Dear Thandi\n\n${subject}.`,
        kind: 'submission-confirmation',
      });
    }
    expect(received).toHaveLength(2);
    expect(received[0]!.from).toBe('noreply@proteamanagement.co.za');
    expect(received[0]!.to).toEqual(['thandi@example.co.za']);
    expect(received[0]!.data).toContain('Subject: Your application PM-2026-000001');
    expect(received[1]!.data).toContain('Ngiyabonga');
  });

  test('sends an attachment as a part of its own, named and typed', async () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/protea-smtp-test',
      EMAIL_DRIVER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const content = new TextEncoder().encode('%PDF-1.7 welcome');
    await buildEmailSender(config, noLog).send({
      to: 'thandi@example.co.za',
      subject: 'Welcome',
      body: 'Your letter is attached.',
      kind: 'status-update',
      attachments: [{ fileName: 'Welcome_letter_00012345.pdf', contentType: 'application/pdf', content }],
    });
    const data = received.at(-1)!.data;
    expect(data).toMatch(/Content-Type: application\/pdf; name=Welcome_letter_00012345\.pdf/);
    expect(data).toMatch(/Content-Disposition: attachment; filename=Welcome_letter_00012345\.pdf/);
    expect(data).toContain(Buffer.from(content).toString('base64'));
  });
});
