import 'vitest';
/** Values the test run's global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Integration tests: the migrated database each file's own copy is made from (test/global-setup.ts). */
    templateDatabase: string;
    /** Browser tests: the run's one database, which the shared stack uses. */
    databaseUrl: string;
    adminDatabaseUrl: string;
    /** Browser tests only: the one api + worker stack of the run (e2e/support/global-setup.ts). */
    stack: { baseUrl: string; port: number; dataDir: string; env: Record<string, string> };
  }
}

export {};
