import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, inject, vi } from 'vitest';
import './support/provided-context.ts';
import { cloneDatabase, dropDatabase } from './support/databases.ts';
import { useFileDatabase } from './support/file-database.ts';

// Runs before each integration test file, in its process: the file gets a copy of the run's
// migrated template, so reconcile runs, sweeps and whole-table reads of one file never meet the
// rows of a file running beside it. Dropped (sessions ended) after the file's own afterAll hooks.
const adminUrl = inject('adminDatabaseUrl');
const name = `hv_file_${process.pid}_${randomUUID().slice(0, 8)}`;
useFileDatabase(await cloneDatabase(adminUrl, inject('templateDatabase'), name));
// Files share their worker's modules (isolate: false): a fake clock never outlives its test.
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  useFileDatabase(null);
  await dropDatabase(adminUrl, name);
});
