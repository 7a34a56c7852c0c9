import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeSmsGateway, type GatewayRequest } from './support/fake-sms-gateway.js';
import { postReport, smsCase } from './support/sms-case.js';
import { DATABASES, readJson, startTestServer, type TestServer } from './support/test-server.js';

const SECRET = 'webhook-secret-for-the-clickatell-test';
const API_KEY = 'Xc8Lr0gqSy2o5bL8OPNcMQ==';

let nextId = 1;
/** Clickatell's documented answer: 202 and, for each number, whether it was accepted and under which id. */
const accepted = (request: GatewayRequest) => {
  const { to } = request.body as { to: string[] };
  return {
    status: 202,
    body: {
      messages: to.map((number) => ({
        apiMessageId: `1d1c1f7f59a8473ba8b0c8e2e5cb${String(nextId++).padStart(4, '0')}`,
        accepted: true,
        to: number,
        errorCode: null,
        error: null,
        errorDescription: null,
      })),
      errorCode: null,
      error: null,
      errorDescription: null,
    },
  };
};

/** Its REST API status callback: one message's status code, name and description. */
const statusCallback = (messageId: string, statusCode: number, status: string, statusDescription: string) => ({
  integrationName: 'Protea portal',
  messageId,
  requestId: 'b5a9b0e5a4ad4d3e8e8d7a9c1d2e3f40',
  clientMessageId: '',
  to: '27830000000',
  from: '',
  statusCode,
  status,
  statusDescription,
  timestamp: Date.now(),
});

describe.each(DATABASES)('SMS through Clickatell on %s', (kind) => {
  const gateway = fakeSmsGateway(accepted);
  let server: TestServer;

  beforeAll(async () => {
    const url = await gateway.start();
    server = await startTestServer(kind, {
      SMS_DRIVER: 'clickatell',
      CLICKATELL_URL: url,
      CLICKATELL_API_KEY: API_KEY,
      SMS_WEBHOOK_SECRET: SECRET,
      NOTIFICATION_RETRY_SECONDS: '3600,3600',
    });
  });
  afterAll(async () => {
    await server?.close();
    await gateway.stop();
  });

  /** Clickatell takes the number without its +. */
  const requestsTo = (phone: string) =>
    gateway.received.filter((r) => (r.body as { to?: string[] }).to?.[0] === phone.replace(/^\+/, ''));
  const report = (body: unknown, query = `?secret=${SECRET}`) =>
    postReport(server, `/ClientApps/api/webhooks/sms/clickatell${query}`, body);

  test('A decision SMS goes to Clickatell as its API documents it, and its apiMessageId is kept with it', async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();

    const [request] = requestsTo(sms.application.cellPhone!);
    expect(request).toMatchObject({ method: 'POST', url: '/messages' });
    expect(request!.headers.authorization).toBe(API_KEY);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      to: [sms.application.cellPhone!.slice(1)],
      content: expect.stringContaining(sms.application.reference),
    });
    expect(await sms.row()).toMatchObject({
      status: 'sent',
      provider: 'clickatell',
      providerMessageId: expect.stringMatching(/^1d1c1f7f/),
    });
  });

  test('A status callback without the secret gets 401 and changes nothing; RECEIVED_BY_RECIPIENT shows Delivered', async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();
    const id = (await sms.row()).providerMessageId!;
    const received = statusCallback(id, 4, 'RECEIVED_BY_RECIPIENT', 'Received by recipient');

    expect((await report(received, '')).status).toBe(401);
    expect((await report(received, '?secret=')).status).toBe(401);
    expect(
      (await postReport(server, '/api/webhooks/sms/clickatell', received, { 'x-webhook-secret': 'wrong' })).status,
    ).toBe(401);
    expect((await sms.row()).status).toBe('sent');

    // Delivered to the network's gateway is not yet the handset's receipt.
    expect((await report(statusCallback(id, 3, 'DELIVERED_TO_GATEWAY', 'Delivered to gateway'))).status).toBe(200);
    expect((await sms.row()).status).toBe('sent');

    const answer = await postReport(server, '/api/webhooks/sms/clickatell', received, { 'x-webhook-secret': SECRET });
    expect(await answer.json()).toEqual({ success: true, updated: 1 });
    expect(await sms.timelineEntry()).toMatchObject({ delivery: { status: 'delivered', reason: null } });
  });

  test("A failure callback turns the message failed with Clickatell's status and description on the timeline", async () => {
    gateway.answerWith(accepted);
    const sms = await smsCase(server);
    await server.notifier.drain();
    const id = (await sms.row()).providerMessageId!;

    const failed = statusCallback(id, 7, 'ERROR_DELIVERING_MESSAGE', 'Error delivering message');
    expect((await report(failed)).status).toBe(200);
    const reason = 'ERROR_DELIVERING_MESSAGE: Error delivering message';
    expect(await sms.row()).toMatchObject({ status: 'failed', lastError: reason });
    expect(await sms.timelineEntry()).toMatchObject({ delivery: { status: 'failed', reason } });
  });

  test('A callback of another shape is 400 and changes nothing; one for a message we never sent changes nothing', async () => {
    const malformed = await report({ statusCode: 4 });
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).error.code).toBe('validation_failed');
    const stranger = await report(statusCallback('not-one-of-ours', 4, 'RECEIVED_BY_RECIPIENT', 'Received'));
    expect(await stranger.json()).toEqual({ success: true, updated: 0 });
  });

  test('A 5xx is retried on the schedule; a 4xx, or a 202 that refuses the number, fails at once with no retry', async () => {
    gateway.answerWith(() => ({ status: 500, body: { messages: [], error: 'Internal error' } }));
    const down = await smsCase(server);
    await server.notifier.drain();
    expect(await down.row()).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Clickatell answered 500: Internal error',
    });
    gateway.answerWith(accepted);
    await down.dueNow();
    await server.notifier.drain();
    expect(await down.row()).toMatchObject({ status: 'sent', attempts: 2 });

    gateway.answerWith(() => ({
      status: 400,
      body: {
        messages: [],
        errorCode: 101,
        error: 'Invalid or missing parameters',
        errorDescription: 'Invalid or missing parameters',
      },
    }));
    const refused = await smsCase(server);
    await server.notifier.drain();
    expect(await refused.row()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Clickatell answered 400: Invalid or missing parameters',
    });

    gateway.answerWith((request) => ({
      status: 202,
      body: {
        messages: [
          {
            apiMessageId: null,
            accepted: false,
            to: (request.body as { to: string[] }).to[0],
            errorCode: 105,
            error: 'Invalid destination address',
            errorDescription: 'Invalid destination address',
          },
        ],
        error: null,
      },
    }));
    const badNumber = await smsCase(server);
    await server.notifier.drain();
    const reason = 'Clickatell refused the message: Invalid destination address';
    expect(await badNumber.row()).toMatchObject({ status: 'failed', attempts: 1, lastError: reason });
    expect(await badNumber.timelineEntry()).toMatchObject({ delivery: { status: 'failed', reason } });

    await refused.dueNow();
    await badNumber.dueNow();
    await server.notifier.drain();
    expect(requestsTo(refused.application.cellPhone!)).toHaveLength(1);
    expect(requestsTo(badNumber.application.cellPhone!)).toHaveLength(1);
  });
});
