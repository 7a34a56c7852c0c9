import { expect, test } from 'vitest';

test('zod loaded after the app starts parses without compiling code (no eval under the CSP)', async () => {
  Object.assign(globalThis, { document: { querySelector: () => null } });
  const { adaptToContentSecurityPolicy } = await import('./content-security-policy');
  adaptToContentSecurityPolicy();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  Reflect.deleteProperty(globalThis, 'document');
});
