/**
 * Rebuilds the insights rollups (hourly, then the local days) from call_logs (decision 017), and
 * the revenue rollups from bookings (decision 091): `npm run rollups:rebuild` for every
 * hotel, `npm run rollups:rebuild -- <hotel-id>` for one. Writers wait while it runs.
 */
import { createPool } from '../api/src/platform/db/pool.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required.');
  process.exit(1);
}
const hotelId = process.argv[2] ?? null;
if (hotelId && !/^[0-9a-f-]{36}$/i.test(hotelId)) {
  console.error(`Not a hotel id: ${hotelId}`);
  process.exit(1);
}
const pool = createPool(url, 1);
try {
  const started = Date.now();
  const { rows } = await pool.query<{ hours: number }>('select public.rebuild_call_rollups($1) as hours', [hotelId]);
  // Revenue from calls (decision 091): bookings per hotel, local day and hour.
  const bookings = await pool.query<{ rows: number }>('select public.rebuild_booking_rollups($1) as rows', [hotelId]);
  // Cost of calls (decision 092): per hotel, local day and currency.
  const costs = await pool.query<{ days: number }>('select public.rebuild_call_cost_rollups_daily($1) as days', [
    hotelId,
  ]);
  console.log(
    `rebuilt ${rows[0]!.hours} hotel-hours, ${bookings.rows[0]!.rows} booking rows and ${costs.rows[0]!.days} cost days in ${Date.now() - started} ms`,
  );
} finally {
  await pool.end();
}
