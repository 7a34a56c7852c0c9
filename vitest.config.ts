import { configDefaults, defineConfig } from 'vitest/config';
import { localeParts } from './web/locale-parts';

// Tests that open a database start from the run's migrated template; they form their own project so that running
// unit tests alone does not build it (docs/decisions/014-test-template-databases.md).
const DATABASE_TESTS = ['server/test/**/*.test.ts', 'server/src/adapters/throttle/throttle-store.test.ts'];

export default defineConfig({
  // The web app's translation parts (virtual:locale/...), for unit tests of modules that load them.
  plugins: [localeParts()],
  test: {
    // Two test files at a time fits two cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: DATABASE_TESTS,
          globalSetup: ['server/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
