import 'vitest';
/** Values the test run's global setup provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
  }
}

export {};
