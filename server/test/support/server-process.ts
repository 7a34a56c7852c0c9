import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from './test-server.js';

/** The built server, as `npm start` runs it (npm test builds it first). */
export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A free port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}: ${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url}: ${output()}`);
}

/** Until the output holds `pattern` (a process's output may trail its first answers). */
export async function waitForOutput(output: () => string, pattern: RegExp) {
  for (let attempt = 0; attempt < 100 && !pattern.test(output()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `node server/dist/main.js` on a free port with these settings (on top of the test admin's), once it answers health. */
export async function startProcess(settings: NodeJS.ProcessEnv, args: string[] = []) {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      HOST: '127.0.0.1',
      ...settings,
      PORT: String(port),
    },
  });
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(`http://127.0.0.1:${port}/ClientApps/api/health`, child, () => output);
  return { child, port, output: () => output };
}

/** SIGTERM to each, resolved once all have exited. */
export const stopProcesses = (children: ChildProcess[]) =>
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
