import { testRunEnv } from '../../scripts/lib/leftover-processes.ts';

const runId = process.env[testRunEnv];

/** The only reader of the environment in test support code: what the test run may be pointed at. */
export const testConfig = Object.freeze({
  /** A Postgres where the run may create and drop its own database. */
  adminDatabaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Debian's chromium; playwright-core cannot download a browser here. */
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  /** Passed on to the processes the tests start (PATH, HOME and the like). */
  inheritedEnv: { ...process.env } as Readonly<NodeJS.ProcessEnv>,
  /**
   * `npm test`'s id of the run, for every process a test starts (even one given only the settings
   * it needs): the run checks at its end that none is still alive (scripts/test-phases.ts).
   */
  runMarker: (runId ? { [testRunEnv]: runId } : {}) as Readonly<Record<string, string>>,
  /**
   * The local auth provider's bcrypt cost in tests (decision 095): 2^4 rounds instead of GoTrue's
   * 2^10, so the hundreds of accounts and sign-ins of a run cost milliseconds, not minutes of CPU.
   */
  passwordCost: 4,
  /** The same, for an api process or app a test starts. */
  authEnv: Object.freeze({ LOCAL_AUTH_PASSWORD_COST: '4' }),
  /** Which of the run's Vitest workers this is (1, 2, …); 0 outside Vitest. */
  workerId: Number(process.env.VITEST_POOL_ID ?? 0),
});
