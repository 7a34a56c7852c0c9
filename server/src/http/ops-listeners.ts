import type { FastifyInstance } from 'fastify';
import { startBackupListener } from './backup-listener.js';
import type { Metrics } from './metrics.js';
import { startMetricsListener } from './metrics-listener.js';

/** The listeners for the operator beside the public port: the metrics (METRICS_PORT) and the local backups. */
export async function startOpsListeners(
  app: FastifyInstance,
  metrics: Metrics | null,
): Promise<Array<{ close(): Promise<void> }>> {
  const { config, database, holdRemovals } = app.deps;
  const listeners: Array<{ close(): Promise<void> }> = [];
  if (metrics && config.METRICS_PORT) {
    // Workers of one cluster each answer on a port of their own (METRICS_PORT, the next one...): a shared port would
    // hand each scrape to any one of them.
    listeners.push(
      await startMetricsListener(
        metrics,
        { host: config.HOST, port: config.METRICS_PORT + config.PROTEA_WORKER - 1 },
        app.log,
      ),
    );
  }
  // Only the embedded database with the uploads on this disk: PostgreSQL and S3 have backups of their own.
  if (database.dumpDataDir && config.STORAGE_DRIVER === 'local') {
    listeners.push(
      await startBackupListener({
        dataDir: config.dataDir,
        dumpDatabase: database.dumpDataDir,
        holdRemovals,
        log: app.log,
      }),
    );
  }
  return listeners;
}
