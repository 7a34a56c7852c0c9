import type { CleanupStack } from './cleanup-stack.js';
import { startRealServer } from './real-server.js';
import type { BenchContext, RunningServer } from './section.js';

export function createContext(cleanup: CleanupStack): BenchContext {
  const progress = (message: string) => console.error(`  .. ${message}`);
  let realServer: Promise<RunningServer> | undefined;
  return {
    realServer: () => {
      realServer ??= startRealServer(cleanup, progress);
      return realServer;
    },
    cleanup,
    progress,
  };
}
