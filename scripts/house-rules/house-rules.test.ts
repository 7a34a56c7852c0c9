import { describe, expect, test } from 'vitest';
import { environmentReaders, oversizedFeatures } from './house-rules';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `const a${i} = ${i};`).join('\n');

describe('house rules', () => {
  test('a web feature over the limit is named with its size; its tests do not count', () => {
    const files = [
      { path: 'web/src/features/track/track-page.tsx', text: lines(40) },
      { path: 'web/src/features/track/api/status.ts', text: lines(30) },
      { path: 'web/src/features/track/track-page.test.tsx', text: lines(500) },
      { path: 'web/src/features/landing/landing.tsx', text: lines(60) },
      { path: 'web/src/components/ui/button.tsx', text: lines(900) },
    ];
    expect(oversizedFeatures(files, 69)).toEqual(['web/src/features/track has 70 lines of source (at most 69)']);
    expect(oversizedFeatures(files, 70)).toEqual([]);
  });

  test('only server/src/config reads the environment; tests and scripts may', () => {
    const files = [
      { path: 'server/src/config/env.ts', text: 'parse(process.env)' },
      { path: 'server/src/main.ts', text: 'const port = process.env.PORT;' },
      { path: 'server/src/adapters/x.test.ts', text: 'process.env.TEST_REDIS_URL' },
      { path: 'server/test/support/db.ts', text: 'process.env.TEST_DATABASE_URL' },
      { path: 'scripts/bench.ts', text: 'process.env.BENCH_SECTIONS' },
      { path: 'web/src/lib/api.ts', text: 'fetch(url)' },
    ];
    expect(environmentReaders(files)).toEqual(['server/src/main.ts reads process.env (only server/src/config may)']);
  });
});
