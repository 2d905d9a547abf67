/** Applies pending migrations to DATABASE_URL (the compose file's one-shot `migrate` service). */
import { createPool } from '../api/src/platform/db/pool.ts';
import { migrate } from '../api/src/platform/db/migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required.');
  process.exit(1);
}
const pool = createPool(url, 1);
try {
  const applied = await migrate(pool);
  console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'schema is up to date');
} finally {
  await pool.end();
}
