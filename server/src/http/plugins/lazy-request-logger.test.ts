import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger.js';

/** A Fastify app (with its own pino) whose request loggers are lazy, and the lines it wrote. */
function appWithLazyLoggers() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new LazyRequestLogger(logger, bindings, options),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 7 }, 'something to look at');
    request.log.debug('below the level');
    return { ok: true };
  });
  return { app, lines };
}

describe('LazyRequestLogger', () => {
  test("a request's lines carry its id; a request that writes none makes no child logger", async () => {
    const { app, lines } = appWithLazyLoggers();
    const child = vi.spyOn(app.log, 'child');
    const quiet = await app.inject({ url: '/quiet' });
    expect(quiet.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();

    const loud = await app.inject({ url: '/loud' });
    expect(loud.statusCode).toBe(200);
    expect(child).toHaveBeenCalledTimes(1);
    const written = lines.filter((line) => line.msg === 'something to look at');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 40, detail: 7, reqId: expect.any(String) });
    expect(lines.some((line) => line.msg === 'below the level')).toBe(false);
    await app.close();
  });

  test('its level is the parent’s until it is set, and its children are real loggers', () => {
    const { app } = appWithLazyLoggers();
    const logger = new LazyRequestLogger(app.log, { reqId: 'r-1' }, {});
    expect(logger.level).toBe('info');
    logger.level = 'debug';
    expect(logger.level).toBe('debug');
    expect(app.log.level).toBe('info');
    const grandchild = logger.child({ part: 'x' });
    expect(typeof grandchild.info).toBe('function');
    expect(grandchild.level).toBe('debug');
  });
});
