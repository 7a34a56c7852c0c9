import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../domain/database.js';
import { type NotificationQueueFigures, readNotificationQueue } from '../domain/operations/queue-figures.js';

export interface Metrics {
  registry: Registry;
  /** One answered request: `route` is the route's pattern (never the URL, which carries references and codes). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** From the smallest answers (a few ms) to the largest exports and PDFs. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's metrics in a registry of its own (not prom-client's global one: a test starts several servers in one
 * process, and each must count only its own). The queue and the pool are read when scraped, not kept up to date.
 */
export function createMetrics(database: DatabaseHandle, log: FastifyBaseLogger): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'protea_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // The registry collects every metric at once: the two queue gauges share the one query of a scrape.
  let reading: Promise<NotificationQueueFigures | null> | undefined;
  const readQueue = () => {
    reading ??= readNotificationQueue(database.db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: the notification queue could not be read');
        return null;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'protea_notification_queue_messages',
    help: 'Messages in the outbox, by status (queued, sending, failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const figures = await readQueue();
      // No numbers rather than old ones while the database does not answer: the series go missing.
      if (!figures) return this.reset();
      for (const status of ['queued', 'sending', 'failed'] as const) this.set({ status }, figures[status]);
    },
  });
  new Gauge({
    name: 'protea_notification_oldest_queued_seconds',
    help: 'Age of the oldest message waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const figures = await readQueue();
      if (!figures) return this.reset();
      this.set(figures.oldestQueuedSeconds);
    },
  });
  // The embedded database has no pool (one connection inside the process): only PostgreSQL's is shown.
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'protea_db_pool_clients',
      help: 'PostgreSQL connection pool: clients by state (total, idle, waiting for a client)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
  };
}
