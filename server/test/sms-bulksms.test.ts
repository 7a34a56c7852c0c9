import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bulkSmsSender } from '../src/adapters/sms/bulksms.js';
import { fakeSmsGateway, type GatewayRequest } from './support/fake-sms-gateway.js';
import { postReport, smsCase } from './support/sms-case.js';
import { DATABASES, type JsonBody, readJson, startTestServer, type TestServer } from './support/test-server.js';

const SECRET = 'webhook-secret-for-the-bulksms-test';
// The shape of an API token as BulkSMS documents it: "<token-id>:<token-secret>".
const TOKEN_ID = 'BBDE1B476E03498AA768F66A286AABDC-01-B';
const TOKEN_SECRET = '9jSbVDK20!MXdfRGiIIFu#ffUE8*S';
const BASIC = `Basic ${Buffer.from(`${TOKEN_ID}:${TOKEN_SECRET}`).toString('base64')}`;

let nextId = 4_023_457_654;
/** BulkSMS's documented answer to a send: 201 and the messages it made from the submission. */
const accepted = (request: GatewayRequest) => {
  const { to, body } = request.body as { to: string; body: string };
  return {
    status: 201,
    body: [
      {
        id: String(nextId++),
        type: 'SENT',
        from: null,
        to,
        body,
        encoding: 'TEXT',
        submission: { id: '1-00000000000522347562', date: new Date().toISOString() },
        status: { id: 'ACCEPTED.null', type: 'ACCEPTED', subtype: null },
      },
    ],
  };
};

/** A webhook call as BulkSMS makes it: an array of message objects with their new status. */
const statusReport = (id: string, status: { id: string; type: string; subtype: string | null }): JsonBody => [
  { id, type: 'SENT', from: null, to: '+27830000000', body: 'x', encoding: 'TEXT', status },
];

describe.each(DATABASES)('SMS through BulkSMS on %s', (kind) => {
  const gateway = fakeSmsGateway(accepted);
  let server: TestServer;

  beforeAll(async () => {
    const url = await gateway.start();
    server = await startTestServer(kind, {
      SMS_DRIVER: 'bulksms',
      BULKSMS_URL: `${url}/v1`,
      BULKSMS_TOKEN_ID: TOKEN_ID,
      BULKSMS_TOKEN_SECRET: TOKEN_SECRET,
      SMS_WEBHOOK_SECRET: SECRET,
      // Retries an hour apart: the tests make them due themselves.
      NOTIFICATION_RETRY_SECONDS: '3600,3600',
    });
  });
  afterAll(async () => {
    await server?.close();
    await gateway.stop();
  });

  const requestsTo = (phone: string) => gateway.received.filter((r) => (r.body as { to?: string }).to === phone);

  test('A decision SMS goes to BulkSMS as its API documents it, and the id BulkSMS gives is kept with it', async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();

    const [request] = requestsTo(sms.application.cellPhone!);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(request!.headers.authorization).toBe(BASIC);
    expect(request!.headers['content-type']).toBe('application/json');
    // English text is all GSM 03.38: no encoding, so BulkSMS sends it as TEXT.
    expect(request!.body).toEqual({ to: sms.application.cellPhone, body: expect.stringContaining('PM-2026-') });
    expect(await sms.row()).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider: 'bulksms',
      providerMessageId: String(nextId - 1),
    });
  });

  test('A text outside GSM 03.38 is sent with encoding UNICODE; one within it (€ too) without', async () => {
    gateway.answerWith(accepted);
    const sender = bulkSmsSender({
      url: `${server.config.BULKSMS_URL}/`,
      tokenId: TOKEN_ID,
      tokenSecret: TOKEN_SECRET,
    });
    const unicode = await sender.send({
      to: '+27831110001',
      body: 'Sawubona — “isicelo” sakho šamukelwe',
      kind: 'status-update',
    });
    await sender.send({ to: '+27831110002', body: 'Deposit: €10 [paid] {ok} ~ ^ | \\ àÄ', kind: 'status-update' });
    expect(requestsTo('+27831110001')[0]!.body).toEqual({
      to: '+27831110001',
      body: 'Sawubona — “isicelo” sakho šamukelwe',
      encoding: 'UNICODE',
    });
    expect(requestsTo('+27831110002')[0]!.body).not.toHaveProperty('encoding');
    expect(unicode).toEqual({ provider: 'bulksms', messageId: expect.any(String) });
  });

  test('A delivery report without the secret gets 401 and changes nothing; with it the timeline shows Delivered', async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();
    const id = (await sms.row()).providerMessageId!;
    const delivered = statusReport(id, { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null });

    for (const [path, headers] of [
      ['/ClientApps/api/webhooks/sms/bulksms', {}],
      ['/api/webhooks/sms/bulksms', {}],
      ['/ClientApps/api/webhooks/sms/bulksms?secret=not-the-secret', {}],
      ['/api/webhooks/sms/bulksms', { 'x-webhook-secret': `${SECRET}x` }],
    ] as const) {
      const refused = await postReport(server, path, delivered, headers);
      expect(refused.status, path).toBe(401);
      expect((await readJson(refused)).error.code).toBe('unauthorized');
    }
    expect(await sms.row()).toMatchObject({ status: 'sent', deliveredAt: null });

    // SENT is a state on the way: nothing to show yet.
    const onTheWay = statusReport(id, { id: 'SENT.null', type: 'SENT', subtype: null });
    expect((await postReport(server, `/api/webhooks/sms/bulksms?secret=${SECRET}`, onTheWay)).status).toBe(200);
    expect((await sms.row()).status).toBe('sent');

    const answer = await postReport(server, `/ClientApps/api/webhooks/sms/bulksms?secret=${SECRET}`, delivered);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, updated: 1 });
    expect((await sms.row()).deliveredAt).toBeInstanceOf(Date);
    expect(await sms.timelineEntry()).toMatchObject({ delivery: { status: 'delivered', reason: null } });
  });

  test("A FAILED report turns the message failed with BulkSMS's status, shown on the timeline; a later report cannot undo it", async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();
    const id = (await sms.row()).providerMessageId!;

    const failed = statusReport(id, { id: 'FAILED.HANDSET_ERROR', type: 'FAILED', subtype: 'HANDSET_ERROR' });
    const answer = await postReport(server, '/api/webhooks/sms/bulksms', failed, { 'x-webhook-secret': SECRET });
    expect(answer.status).toBe(200);
    expect(await sms.row()).toMatchObject({ status: 'failed', lastError: 'FAILED.HANDSET_ERROR' });
    expect(await sms.timelineEntry()).toMatchObject({
      delivery: { status: 'failed', reason: 'FAILED.HANDSET_ERROR', attempts: 1 },
    });

    const late = statusReport(id, { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null });
    const again = await postReport(server, '/api/webhooks/sms/bulksms', late, { 'x-webhook-secret': SECRET });
    expect(await again.json()).toEqual({ success: true, updated: 0 });
    expect((await sms.row()).status).toBe('failed');
  });

  test("BulkSMS's validation call ([]) is answered 200; a body of another shape 400; another gateway's name 404", async () => {
    const url = (driver: string) => `/api/webhooks/sms/${driver}?secret=${SECRET}`;
    expect((await postReport(server, url('bulksms'), [])).status).toBe(200);
    const malformed = await postReport(server, url('bulksms'), { id: 1 });
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).error.code).toBe('validation_failed');
    expect((await postReport(server, url('twilio'), [])).status).toBe(404);
  });

  test('A 5xx is retried on the schedule; a 4xx such as a bad number fails at once, with no retry', async () => {
    gateway.answerWith(() => ({ status: 503 }));
    const down = await smsCase(server);
    await server.notifier.drain();
    expect(await down.row()).toMatchObject({ status: 'queued', attempts: 1, lastError: 'BulkSMS answered 503' });
    gateway.answerWith(accepted);
    await down.dueNow();
    await server.notifier.drain();
    expect(await down.row()).toMatchObject({ status: 'sent', attempts: 2, provider: 'bulksms' });
    expect(requestsTo(down.application.cellPhone!)).toHaveLength(2);

    // Out of credit is BulkSMS's 403: the account's problem, not the message's, so it waits for a top-up.
    gateway.answerWith(() => ({
      status: 403,
      body: {
        type: 'https://developer.bulksms.com/json/v1/errors#insufficient-credits',
        title: 'Insufficient Credits',
        status: 403,
      },
    }));
    const broke = await smsCase(server);
    await server.notifier.drain();
    expect(await broke.row()).toMatchObject({ status: 'queued', attempts: 1 });

    gateway.answerWith(() => ({
      status: 400,
      body: {
        type: 'https://developer.bulksms.com/json/v1/errors#validation',
        title: 'Validation Failed',
        status: 400,
        detail: 'to: not a valid phone number',
      },
    }));
    const badNumber = await smsCase(server);
    await server.notifier.drain();
    const reason = 'BulkSMS answered 400: Validation Failed: to: not a valid phone number';
    expect(await badNumber.row()).toMatchObject({ status: 'failed', attempts: 1, lastError: reason });
    expect(await badNumber.timelineEntry()).toMatchObject({ delivery: { status: 'failed', reason } });
    await badNumber.dueNow();
    await server.notifier.drain();
    expect(requestsTo(badNumber.application.cellPhone!)).toHaveLength(1);
  });
});
