/**
 * `npm run analytics:rebuild`: recomputes every site-analytics rollup from the raw events (decision
 * 019), e.g. after changing how steps are flagged. Uses DATABASE_URL, or the embedded database of
 * `npm start` while it runs. Batches arriving meanwhile wait for it (they take the same lock).
 */
import { EMBEDDED_DATABASE_URL } from '../api/src/platform/env-schema.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { rebuildRollups } from '../worker/src/jobs/site-events/site-events.repo.ts';

const pool = createPool(process.env.DATABASE_URL ?? EMBEDDED_DATABASE_URL, 1);
try {
  const started = Date.now();
  const { events } = await rebuildRollups(pool);
  console.log(`rebuilt the daily rollups from ${events} raw events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await pool.end();
}
