/** Where test/setup-file-database.ts leaves the URL of the running file's own database. */
export const fileDatabaseEnv = 'HV_TEST_FILE_DATABASE_URL';

/**
 * The running test file's own migrated database (a copy of the run's template made before its
 * first test, dropped after its last): what createTestApp, workers and pools of the file use.
 */
export function testDatabaseUrl(): string {
  const url = process.env[fileDatabaseEnv];
  if (!url) throw new Error(`no database for this file: ${fileDatabaseEnv} is set by test/setup-file-database.ts`);
  return url;
}
