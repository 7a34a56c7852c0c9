import { describe, expect, test } from 'vitest';
import { environmentReaders, httpImportsOfDb, oversizedFeatures } from './house-rules';

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

  test('no file of server/src/http imports server/src/db, types and re-exports included', () => {
    const files = [
      {
        path: 'server/src/http/routes/cases.ts',
        text: [
          "import type { FastifyInstance } from 'fastify';",
          "import { loadCase } from '../../domain/cases/load-case.js';",
          "import type { CaseRow } from '../../db/repositories/case-repository.js';",
          '// a comment naming ../../db/client.js is no import',
          "const lazy = () => import('../../db/schema.js');",
        ].join('\n'),
      },
      { path: 'server/src/http/types.ts', text: "export type { Database } from '../db/client.js';" },
      { path: 'server/src/http/plugins/dbx.ts', text: "import { dbx } from '../dbx/index.js';" },
      {
        path: 'server/src/domain/cases/load-case.ts',
        text: "import { findCaseById } from '../../db/repositories/case.js';",
      },
      { path: 'server/src/services.ts', text: "import type { DatabaseHandle } from './db/client.js';" },
    ];
    const because = 'server/src/http may not import server/src/db; call a use case of server/src/domain instead';
    expect(httpImportsOfDb(files)).toEqual([
      `server/src/http/routes/cases.ts:3 imports '../../db/repositories/case-repository.js': ${because}`,
      `server/src/http/routes/cases.ts:5 imports '../../db/schema.js': ${because}`,
      `server/src/http/types.ts:1 imports '../db/client.js': ${because}`,
    ]);
  });
});
