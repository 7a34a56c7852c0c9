import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { throttleEvents } from '../src/db/schema.js';
import { freePort } from './support/server-process.js';
import { freshAddress, signInCalls, uniqueUsername } from './support/staff.js';
import { DATABASES, startTestServer, TEST_ADMIN, type TestServer } from './support/test-server.js';

/** Short timeouts: the outage is noticed, and the return found, in a fraction of a second. */
const QUICK_REDIS = { REDIS_TIMEOUT_MS: '200', REDIS_RECHECK_MS: '200', TRUST_PROXY: '127.0.0.1' };

/** One RESP command to the Redis on `port`, its reply as text; null when nothing answers there. */
function redisCommand(port: number, ...args: string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`);
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) socket.end();
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => resolve(reply || null));
  });
}

/** A Redis of this test's own (the shared one on 6379 serves other tests), answering PING before it returns. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await redisCommand(port, 'PING')) === '+PONG\r\n') return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port} (is it installed? .ci/run needs it too)`);
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const attemptsInRedis = async (port: number, username: string) =>
  Number((await redisCommand(port, 'ZCARD', `throttle:login:user:${username}`))?.slice(1).trim());

describe.each(DATABASES)('the sign-in throttle when Redis fails, on %s', (kind) => {
  let server: TestServer;
  let redis: ChildProcess | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    server = await startTestServer(kind, { REDIS_URL: `redis://127.0.0.1:${port}`, ...QUICK_REDIS });
  });
  afterAll(async () => {
    await server?.close();
    if (redis) await stopRedis(redis);
  });

  const attemptsInDatabase = async (username: string) =>
    server.db.$count(throttleEvents, eq(throttleEvents.key, `login:user:${username}`));
  /** A right and a wrong password, each from an address of its own; the wrong one under a username of its own. */
  const signInPair = async () => {
    const wrongUser = uniqueUsername('nobody');
    const right = await signInCalls(server).login(TEST_ADMIN.username, TEST_ADMIN.password);
    const wrong = await signInCalls(server).login(wrongUser, 'not the password');
    return { statuses: [right.status, wrong.status], wrongUser };
  };

  test('Redis stopped: sign-ins answer 200 and 401 through the database; restarted: Redis counts again within 5 s', async () => {
    const before = await signInPair();
    expect(before.statuses).toEqual([200, 401]);
    expect(await attemptsInRedis(port, before.wrongUser)).toBe(1);
    expect(await attemptsInDatabase(before.wrongUser)).toBe(0);

    await stopRedis(redis!);
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await signInPair());
    expect(during.map((pair) => pair.statuses)).toEqual(Array.from({ length: 5 }, () => [200, 401]));
    for (const pair of during) expect(await attemptsInDatabase(pair.wrongUser)).toBe(1);

    // The limits still hold meanwhile: the database counts one username's failures from any address.
    const target = uniqueUsername('target');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signInCalls(server, freshAddress()).login(target, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    redis = await startRedis(port);
    const restarted = Date.now();
    let back: string | null = null;
    while (!back && Date.now() - restarted < 5000) {
      const pair = await signInPair();
      expect(pair.statuses).toEqual([200, 401]);
      if ((await attemptsInRedis(port, pair.wrongUser)) === 1) back = pair.wrongUser;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back, 'the throttle did not return to Redis within 5 s').not.toBeNull();
    expect(await attemptsInDatabase(back!)).toBe(0);
  });
});

describe.each(DATABASES)('the sign-in throttle with Redis unreachable from the start, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // A port nothing listens on: every connection is refused.
    server = await startTestServer(kind, { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, ...QUICK_REDIS });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('Staff sign in, and a wrong password is a 401, never a 500', async () => {
    const right = await signInCalls(server).login(TEST_ADMIN.username, TEST_ADMIN.password);
    const wrongUser = uniqueUsername('nobody');
    const wrong = await signInCalls(server).login(wrongUser, 'not the password');
    expect([right.status, wrong.status]).toEqual([200, 401]);
    expect(await server.db.$count(throttleEvents, eq(throttleEvents.key, `login:user:${wrongUser}`))).toBe(1);
  });
});
