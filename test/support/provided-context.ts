import 'vitest';
/** Values the test run's global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
    /** Browser tests only: the one api + worker stack of the run (e2e/support/global-setup.ts). */
    stack: { baseUrl: string; port: number; dataDir: string; env: Record<string, string> };
  }
}

export {};
