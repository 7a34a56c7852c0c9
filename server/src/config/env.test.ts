import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env.js';

describe('configuration', () => {
  test('defaults follow PRODUCT.md', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.BASE_PATH).toBe('/ClientApps');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SMS_DRIVER).toBe('log');
    expect(env.EMAIL_DRIVER).toBe('log');
    expect(env.ADMIN_USERNAME).toBe('admin');
  });

  test('a base path is normalised to one leading slash and no trailing one', () => {
    expect(parseEnv({ BASE_PATH: 'portal/' }).BASE_PATH).toBe('/portal');
  });

  test('METRICS_PORT is off unless set to a port', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: ' ' }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    for (const bad of ['abc', '0', '70000', '94.5']) {
      expect(() => parseEnv({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT/);
    }
  });

  test('every bad value is listed at once', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'abc',
        SMS_DRIVER: 'carrier-pigeon',
        DATABASE_URL: 'mysql://localhost/db',
        EMAIL_DRIVER: 'smtp',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const name of ['PORT', 'SMS_DRIVER', 'DATABASE_URL', 'SMTP_URL', 'SESSION_SECRET', 'LOG_LEVEL']) {
      expect(
        problems.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
    }
    expect((error as ConfigError).message).toContain('Invalid configuration');
  });

  test("each SMS gateway's driver needs its own credentials; its URL defaults to the provider's API", () => {
    const problemsOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ SMS_DRIVER: 'bulksms', BULKSMS_TOKEN_ID: 'id' })).toEqual([
      'BULKSMS_TOKEN_ID and BULKSMS_TOKEN_SECRET are required when SMS_DRIVER=bulksms',
    ]);
    expect(problemsOf({ SMS_DRIVER: 'clickatell' })).toEqual([
      'CLICKATELL_API_KEY is required when SMS_DRIVER=clickatell',
    ]);
    expect(problemsOf({ SMS_WEBHOOK_SECRET: 'short' })).toEqual(['SMS_WEBHOOK_SECRET must be at least 16 characters']);
    const env = parseEnv({ SMS_DRIVER: 'clickatell', CLICKATELL_API_KEY: 'key', BULKSMS_URL: '' });
    expect(env.CLICKATELL_URL).toBe('https://platform.clickatell.com');
    expect(env.BULKSMS_URL).toBe('https://api.bulksms.com/v1');
  });

  test('the session secret is generated once into DATA_DIR and reused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pm-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first.SESSION_SECRET);
  });
});
