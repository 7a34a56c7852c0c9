import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config/env.js';
import { localLinksWarning } from './config/resume-url.js';
import { createServer } from './create-server.js';

/** After the shutdown's grace period and closing every connection, how long the rest may take (database, queue). */
const FORCED_STOP_MS = 5000;

/** With WORKERS above 1, this process only starts the workers, restarts one that dies, and stops them all. */
function runWorkers(count: number) {
  let stopping = false;
  const start = (index: number) => {
    const worker = cluster.fork({ PROTEA_WORKER: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`worker ${index} stopped (${signal ?? `code ${code}`}); starting it again`);
      // A worker that cannot start at all (bad settings, no database) would otherwise be restarted in a tight loop.
      setTimeout(() => start(index), 1000);
    });
  };
  for (let index = 1; index <= count; index++) start(index);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (cluster.isPrimary && config.WORKERS > 1) return runWorkers(config.WORKERS);
  // Workers share the port; the first seeds and speaks for them all (the rest wait on the start-up lock).
  const { app, generatedPassword } = await createServer(config, {
    seedDemo: config.PROTEA_WORKER === 1 && process.argv.includes('--seed'),
  });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) {
      // A second signal: whoever sent it will not wait.
      app.log.warn({ signal }, 'second signal while shutting down: stopping at once');
      process.exit(1);
    }
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // New requests get 503 at once; those under way have the grace period, then their connections are closed (a
    // download to a slow phone, a body that never ends), and whatever still holds the process after that is cut off.
    const grace = config.SHUTDOWN_GRACE_SECONDS * 1000;
    setTimeout(() => {
      app.log.warn({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'requests still open: closing their connections');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('not stopped after closing every connection: stopping at once');
        process.exit(1);
      }, FORCED_STOP_MS).unref();
    }, grace).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${shownHost}:${port}`;
  const lines = [
    '',
    `  Protea Management portal: ${url}${config.BASE_PATH}/`,
    `  Admin back office:        ${url}${config.BASE_PATH}/admin`,
    `  Admin username:           ${config.ADMIN_USERNAME}`,
    generatedPassword
      ? `  Admin password:           ${generatedPassword}   (generated now and shown only once)`
      : `  Admin password:           ${config.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : '(unchanged; set ADMIN_PASSWORD to reset it)'}`,
    '',
  ];
  if (config.PROTEA_WORKER === 1 || generatedPassword) process.stdout.write(`${lines.join('\n')}\n`);
  // Once for the process (the first worker speaks for all): every PDF issued meanwhile prints the localhost link.
  const linksWarning = localLinksWarning(config);
  if (linksWarning && config.PROTEA_WORKER === 1) app.log.warn(linksWarning);
  const hasDeliveryReports = config.SMS_DRIVER === 'bulksms' || config.SMS_DRIVER === 'clickatell';
  if (hasDeliveryReports && !config.SMS_WEBHOOK_SECRET && config.PROTEA_WORKER === 1)
    app.log.warn(
      `SMS_WEBHOOK_SECRET is unset: ${config.SMS_DRIVER}'s delivery reports are refused, so SMS stay "sent"`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
