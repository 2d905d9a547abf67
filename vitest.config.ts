import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './test/long-first-sequencer.ts';

const serverTests = ['api/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'scripts/**/*.test.ts'];

/**
 * expect.poll waits this long by default (Vitest's own default, 1 s, ran out on a loaded machine
 * while the awaited work was merely slow): a deadline costs time only when the test fails anyway.
 */
const patientPolls = { poll: { timeout: 15_000 } };

export default defineConfig({
  test: {
    // Vitest's default is cores - 1 workers: on two cores, one file at a time. Both cores take
    // files here; the integration and browser projects set their own.
    maxWorkers: 2,
    projects: [
      {
        // Server code alone: no database, Redis or child process; runs in seconds.
        test: {
          name: 'unit',
          include: serverTests.map((glob) => glob.replace('.test.ts', '.unit.test.ts')),
          environment: 'node',
          testTimeout: 30_000,
          // Pure functions and in-memory fakes: the modules load once per worker, not once per file
          // (the unit and web projects 85 s → 30 s on a loaded run); mocks, env and globals are
          // restored after each test so no file leaves state for the next.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        // Server code against the run's own Postgres database and the machine's Redis.
        test: {
          name: 'integration',
          expect: patientPolls,
          include: serverTests,
          exclude: serverTests.map((glob) => glob.replace('.test.ts', '.unit.test.ts')),
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file in a database of its own (and its own queue prefix and data folder), so files
          // run side by side: they mostly wait on Postgres, Redis and the processes they start, so
          // three at a time fill two cores. Nothing else is kept apart per file, so the app's
          // modules load once per worker instead of once per file (a minute of a five-minute run);
          // mocks and fake timers are restored after each test.
          setupFiles: ['./test/setup-file-database.ts'],
          maxWorkers: 3,
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          sequence: { sequencer: LongFirstSequencer },
          // Room for a loaded machine (a bench beside the run): a slow test passes, a stuck one fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
          // As the unit project: node only, modules loaded once per worker.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        // The web's components and hooks on happy-dom, the api answered by MSW (web/src/testing/).
        test: {
          name: 'web-components',
          expect: patientPolls,
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Relative fetches ('/api/...') resolve against this origin.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
          setupFiles: ['./web/src/testing/setup.ts'],
          // A test that silences the console (and checks what was logged) gets it back after,
          // and one that stands in for a browser dialog (confirm) leaves none behind.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'browser',
          expect: patientPolls,
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time against the one stack: a page mostly waits on the server and
          // the other file's browser fills the gap.
          maxWorkers: 2,
          // The support modules (playwright-core, the demo seed, the api's pool) load once per
          // worker instead of once per file: import time 126 s → about half on a whole run. Files
          // keep no state in shared modules beyond counters, and each opens its own browser.
          isolate: false,
          sequence: { sequencer: LongFirstSequencer },
        },
      },
    ],
  },
});
