import { type Config, ConfigError, loadConfig } from './config/env.js';
import { createServer } from './create-server.js';

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

  const { app, generatedPassword } = await createServer(config, { seedDemo: process.argv.includes('--seed') });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
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
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
