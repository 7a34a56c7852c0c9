import { describe, expect, test } from 'vitest';
import { isApiPath } from './web-app.js';

describe('isApiPath', () => {
  test('the API under /api and under the base path, with or without a query', () => {
    for (const path of ['/api', '/api/health', '/ClientApps/api', '/ClientApps/api/health?x=1', '/api?x=/']) {
      expect(isApiPath(path, '/ClientApps'), path).toBe(true);
    }
  });

  test('pages, assets and look-alikes are not the API', () => {
    for (const path of [
      '/',
      '/ClientApps/',
      '/apix',
      '/ClientApps/apix',
      '/ClientAppsX/api/health',
      '/x/api',
      '/?/api',
    ]) {
      expect(isApiPath(path, '/ClientApps'), path).toBe(false);
    }
  });

  test('a server at the root has the API at /api alone', () => {
    expect(isApiPath('/api/health', '')).toBe(true);
    expect(isApiPath('/ClientApps/api/health', '')).toBe(false);
  });
});
