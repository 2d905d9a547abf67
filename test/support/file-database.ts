let fileDatabaseUrl: string | null = null;

/** Set by test/setup-file-database.ts before a file's first test, cleared after its last. */
export function useFileDatabase(url: string | null): void {
  fileDatabaseUrl = url;
}

/**
 * The running test file's own migrated database (a copy of the run's template made before its
 * first test, dropped after its last): what createTestApp, workers and pools of the file use.
 */
export function testDatabaseUrl(): string {
  if (!fileDatabaseUrl) throw new Error('no database for this file: test/setup-file-database.ts sets one');
  return fileDatabaseUrl;
}
