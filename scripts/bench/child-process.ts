import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { settlesWithin, TIMEOUTS } from './timeouts.js';

/** Keeps the last output of a child for error messages without echoing it (it includes admin details). */
export function captureOutputTail(child: ChildProcess, maxChars = 4_000): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-maxChars);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  child.on('error', (error) => append(Buffer.from(`\n${error.message}\n`)));
  return () => tail.trimEnd() || '(no output)';
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child) || child.pid === undefined) return;
  const exited = once(child, 'exit').then(
    () => true,
    () => true,
  );
  child.kill('SIGTERM');
  if (await settlesWithin(exited, TIMEOUTS.childExitMs)) return;
  child.kill('SIGKILL');
  if (!(await settlesWithin(exited, TIMEOUTS.childKillMs)))
    throw new Error(`process ${child.pid} did not exit after SIGKILL`);
}

export function nextMessage<T>(child: ChildProcess, outputTail: () => string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('error', reject);
    child.once('exit', () =>
      reject(new Error(`child exited (${describeExit(child)}) before answering:\n${outputTail()}`)),
    );
  });
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
export const describeExit = (child: ChildProcess) =>
  child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode ?? 'unknown'}`;
