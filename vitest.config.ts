import { defineConfig } from 'vitest/config';

const serverTests = ['api/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        // Server code alone: no database, Redis or child process; runs in seconds.
        test: {
          name: 'unit',
          include: serverTests.map((glob) => glob.replace('.test.ts', '.unit.test.ts')),
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Server code against the run's own Postgres database and the machine's Redis.
        test: {
          name: 'integration',
          include: serverTests,
          exclude: serverTests.map((glob) => glob.replace('.test.ts', '.unit.test.ts')),
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web's components and hooks on happy-dom, the api answered by MSW (web/src/testing/).
        test: {
          name: 'web-components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Relative fetches ('/api/...') resolve against this origin.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
          setupFiles: ['./web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
