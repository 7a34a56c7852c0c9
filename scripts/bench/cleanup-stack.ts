import { errorMessage } from './error-message.js';

/** Undo steps run last-in first-out (stop the server before deleting its DATA_DIR), at most once. */
export class CleanupStack {
  private readonly tasks: Array<() => Promise<void>> = [];
  private draining: Promise<void> | undefined;

  add(task: () => Promise<void>): void {
    this.tasks.push(task);
  }

  runAll(): Promise<void> {
    this.draining ??= this.drain();
    return this.draining;
  }

  private async drain(): Promise<void> {
    for (let task = this.tasks.pop(); task; task = this.tasks.pop()) {
      try {
        await task();
      } catch (error) {
        console.error(`cleanup failed: ${errorMessage(error)}`);
      }
    }
  }
}

export function cleanUpOnSignals(cleanup: CleanupStack): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing temporary files`);
      void cleanup.runAll().finally(() => process.exit(exitCode));
    });
  }
}
