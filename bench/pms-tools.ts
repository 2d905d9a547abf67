import { pmsKeyFingerprint } from '../api/src/modules/pms/index.ts';
import { sealSecret } from '../api/src/platform/sealed-secret.ts';
import { issueAgentCredential } from '../test/support/agent-credential.ts';
import { startCloudbedsDouble } from '../test/support/doubles/cloudbeds-double.ts';
import { benchPrefix, createBenchHotel, startApi, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';

const rounds = 400;
const warmup = 40;

/**
 * The agent's availability tool through our api (bearer form: the hotel's credential looked up,
 * rate limit, key read and decryption, argument checks, the PMS request, the answer, the log row)
 * against the same PMS request sent to the local Cloudbeds double directly, alternating, one at a
 * time.
 */
export async function benchPmsTools(env: BenchEnv): Promise<string[]> {
  const double = await startCloudbedsDouble({ apiKey: 'cbat_bench', propertyId: 'bench' });
  const api = await startApi(env, 'redis', benchPrefix(), {
    PMS_CLOUDBEDS_URL: double.url,
    PMS_TOOL_CALLS_PER_MINUTE: '10000',
  });
  try {
    const hotelId = await createBenchHotel(env.pool, 'PMS tools');
    const agentToken = await issueAgentCredential(env.pool, hotelId);
    const sealed = sealSecret('cbat_bench', api.deps.config.pmsEncryptionKey, hotelId);
    await env.pool.query(
      `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash, provider, property_id, verified_at)
       values ($1, $2, $3, $4, $5, 'cloudbeds', 'bench', now())`,
      [hotelId, sealed.ciphertext, sealed.iv, sealed.tag, pmsKeyFingerprint('cbat_bench')],
    );
    const direct = new URL('/api/v1.2/getAvailableRoomTypes', double.url);
    for (const [k, v] of Object.entries({
      propertyID: 'bench',
      propertyIDs: 'bench',
      startDate: '2031-05-10',
      endDate: '2031-05-12',
      adults: '2',
      children: '0',
    })) {
      direct.searchParams.set(k, v);
    }
    const viaApi = `${api.baseUrl}/api/agent/hotels/${hotelId}/tools/check_availability`;
    const body = JSON.stringify({
      call_id: 'bench-call',
      arrival_date: '2031-05-10',
      departure_date: '2031-05-12',
      adults: 2,
    });
    const directMs: number[] = [];
    const apiMs: number[] = [];
    for (let i = 0; i < rounds + warmup; i++) {
      let t0 = performance.now();
      const d = await fetch(direct, { headers: { authorization: 'Bearer cbat_bench', accept: 'application/json' } });
      await d.arrayBuffer();
      const directTook = performance.now() - t0;
      t0 = performance.now();
      const a = await fetch(viaApi, {
        method: 'POST',
        headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
        body,
      });
      const answer = (await a.json()) as { ok: boolean };
      const apiTook = performance.now() - t0;
      if (d.status !== 200 || a.status !== 200 || !answer.ok)
        throw new Error(`pms tools bench: ${d.status} ${a.status}`);
      if (i >= warmup) {
        directMs.push(directTook);
        apiMs.push(apiTook);
      }
    }
    const d = summary(directMs);
    const a = summary(apiMs);
    return [
      `| PMS tool round trip (check_availability), through the api vs the double directly | p50 ${a.p50} ms vs ${d.p50} ms · p95 ${a.p95} ms vs ${d.p95} ms | **our overhead p95 ${(a.p95 - d.p95).toFixed(2)} ms** (p50 ${(a.p50 - d.p50).toFixed(2)} ms; target ≤ 50 ms) · ${rounds} rounds |`,
    ];
  } finally {
    await api.close();
    await double.close();
  }
}
