import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { startProcess } from './support/server-process.js';
import { startTestServer } from './support/test-server.js';

const dirs: string[] = [];
const sockets: Socket[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed test leaves its server waiting: it does not outlive the file.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const socket of sockets) socket.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The built server on a fresh embedded database, with these settings. */
async function start(settings: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-shutdown-'));
  dirs.push(dataDir);
  const started = await startProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...settings });
  children.push(started.child);
  return started;
}

const HEAD =
  'POST /ClientApps/api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n';
const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * A request that never ends: its body promises 200 bytes and sends 10. With `underWay`, it asks for a 100 Continue and
 * sends the body once that came: the server has taken the request when this returns, however slow the machine.
 */
async function requestThatNeverEnds(port: number, { underWay = false } = {}): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  if (!underWay) {
    socket.write(`${HEAD}\r\n{"username`);
    return socket;
  }
  const interim = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))));
  socket.write(`${HEAD}Expect: 100-continue\r\n\r\n`);
  expect(await interim).toBe(CONTINUE);
  socket.write('{"username');
  return socket;
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );

describe('stopping the server', () => {
  test('on SIGTERM a request that never ends holds it for the grace period only, then it stops cleanly', async () => {
    const { child, port, output } = await start({ SHUTDOWN_GRACE_SECONDS: '1' });
    // The request is under way before the signal.
    const socket = await requestThatNeverEnds(port, { underWay: true });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const exited = exitOf(child);
    const signalled = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    await closed;
    expect(code).toBe(0);
    // It waited for the request (the grace period), and not for the request's own timeout (minutes).
    expect(at - signalled).toBeGreaterThanOrEqual(900);
    expect(at - signalled).toBeLessThan(15_000);
    expect(output()).toMatch(/requests still open: closing their connections/);
  }, 60_000);

  test('a second signal while it waits stops it at once', async () => {
    const { child, port, output } = await start({ SHUTDOWN_GRACE_SECONDS: '600' });
    await requestThatNeverEnds(port, { underWay: true });
    const exited = exitOf(child);
    child.kill('SIGTERM');
    // The first signal is taken (new requests now get 503), then the second.
    await vi.waitFor(() => expect(output()).toMatch(/"msg":"shutting down"/), { timeout: 10_000, interval: 50 });
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    const { code } = await exited;
    expect(code).toBe(1);
    expect(output()).toMatch(/second signal while shutting down: stopping at once/);
  }, 60_000);
});

describe('a request that never ends', () => {
  test('is answered 408 once REQUEST_TIMEOUT_SECONDS have passed, and its connection closed', async () => {
    const server = await startTestServer('pglite', { REQUEST_TIMEOUT_SECONDS: '1' });
    try {
      const port = Number(new URL(server.url('/')).port);
      const socket = await requestThatNeverEnds(port);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      const started = Date.now();
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeGreaterThanOrEqual(700);
      // Nothing was read as a sign-in: the server still answers, and the next request is served at once.
      expect((await fetch(server.url('/ClientApps/api/health'))).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 30_000);
});
