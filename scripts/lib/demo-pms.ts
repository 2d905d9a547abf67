import type { Pool } from '../../api/src/platform/db/pool.ts';
import { localSecret } from '../../api/src/platform/local-secrets.ts';
import { resolveDataDir } from '../../api/src/platform/paths.ts';
import { pmsKeyFingerprint } from '../../api/src/modules/pms/index.ts';
import { sealSecret } from '../../api/src/platform/sealed-secret.ts';
import { seedDemoCallBooking } from './demo-bookings.ts';

/**
 * Local runs only: the demo hotel's PMS is a Cloudbeds-shaped server that `npm start` runs beside
 * the app (demo-pms-server.ts), so the integration is really connected and the agent's tools really
 * answer. It is never started with NODE_ENV=production, and production refuses loopback PMS URLs.
 */
export const demoPms = {
  apiKey: 'cbat_demo_harbor_view_local_only',
  propertyId: 'demo-harbor-view',
  propertyName: 'Harbor View Hotel (demo PMS)',
  // The demo hotels' own currency (hotels.currency), so the agent's quotes and the call list agree.
  currency: 'EUR',
};

/**
 * A verified Cloudbeds key for the hotel, sealed as the api seals one (the browser tests connect
 * their hotels to their PMS double with it too); a hotel that has a key keeps it.
 */
export async function storeCloudbedsKey(
  pool: Pool,
  env: NodeJS.ProcessEnv,
  hotelId: string,
  pms: { apiKey: string; propertyId: string },
) {
  const dataDir = resolveDataDir(env.DATA_DIR);
  const key = Buffer.from(env.PMS_ENCRYPTION_KEY ?? localSecret(dataDir, 'pms-encryption-key'), 'base64');
  const sealed = sealSecret(pms.apiKey, key, hotelId);
  await pool.query(
    `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash, provider, property_id, verified_at, checked_at)
     values ($1, $2, $3, $4, $5, 'cloudbeds', $6, now(), now()) on conflict (hotel_id) do nothing`,
    [hotelId, sealed.ciphertext, sealed.iv, sealed.tag, pmsKeyFingerprint(pms.apiKey), pms.propertyId],
  );
}

/** Harbor View's key, verified, and the PMS actions of its demo booking call. */
export async function seedDemoPms(
  pool: Pool,
  env: NodeJS.ProcessEnv,
  hotelId: string,
  bookingCall: { callId: string } | undefined,
) {
  await storeCloudbedsKey(pool, env, hotelId, demoPms);
  if (!bookingCall) return;
  const room = bookingCall.callId.replace(/_\d{8}_\d{6}$/, '');
  const tools = [
    {
      tool: 'check_availability',
      args: { arrival_date: '2026-12-04', departure_date: '2026-12-06', adults: 2 },
      result: { ok: true, say: 'From December 4 to December 6 we have: King Room at 298 EUR for the stay (4 left).' },
      latency: 212,
    },
    {
      tool: 'create_reservation',
      args: {
        arrival_date: '2026-12-04',
        departure_date: '2026-12-06',
        adults: 2,
        room_type_id: '102',
        first_name: 'Sam',
        last_name: 'Rivera',
      },
      result: {
        ok: true,
        say: 'The reservation is made: Sam Rivera, King Room, December 4 to December 6, confirmation number 1000.',
        reservation: { confirmation_number: '1000', room_type: 'King Room', total_price: 298, currency: 'EUR' },
      },
      latency: 344,
    },
  ];
  await seedDemoCallBooking(pool, hotelId, room);
  for (const [i, t] of tools.entries()) {
    await pool.query(
      `insert into public.pms_tool_calls (hotel_id, call_ref, platform, tool, arguments, result, outcome, latency_ms, created_at)
       values ($1, $2, 'retell', $3, $4, $5, 'ok', $6, now() - make_interval(secs => $7))`,
      [hotelId, room, t.tool, JSON.stringify(t.args), JSON.stringify(t.result), t.latency, 60 - i * 30],
    );
  }
}
