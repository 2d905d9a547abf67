/**
 * Drops realistic calls into a running HotelVoice through the signed ingest API:
 *   npm run simulate:calls -- --hotel <hotel id> [--count 10] [--rate 2] [--url <app url>]
 * The url defaults to the app of this environment (PUBLIC_URL, else localhost on PORT, else 8000).
 * The secret is INGEST_HMAC_SECRET, or the local one generated under DATA_DIR (default .data).
 */
import { parseArgs } from 'node:util';
import { signIngestBody } from '../api/src/modules/ingest/signature.ts';
import { localSecret } from '../api/src/platform/local-secrets.ts';
import { resolveDataDir } from '../api/src/platform/paths.ts';
import { appUrlOf } from './lib/app-url.ts';
import { loadScriptedCalls, multipartBody, scriptedCallId, transcriptOf } from './lib/call-fixtures.ts';

const { values } = parseArgs({
  options: {
    hotel: { type: 'string' },
    count: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2' },
    url: { type: 'string', default: appUrlOf(process.env) },
  },
});
const count = Number(values.count);
const rate = Number(values.rate);
if (!values.hotel || !Number.isInteger(count) || count < 1 || !(rate > 0)) {
  console.error('usage: npm run simulate:calls -- --hotel <hotel id> [--count N] [--rate calls-per-second] [--url …]');
  process.exit(2);
}
const secret =
  process.env.INGEST_HMAC_SECRET ?? localSecret(resolveDataDir(process.env.DATA_DIR), 'ingest-hmac-secret');
const calls = loadScriptedCalls();

async function send(index: number): Promise<string> {
  const call = calls[index % calls.length]!;
  const startedAt = new Date(Date.now() - call.recording.length); // a little in the past, unique per call
  const { body, contentType } = multipartBody(
    { hotel_id: values.hotel!, call_id: scriptedCallId('sim', call.room, startedAt) },
    {
      transcript: { body: transcriptOf(call), type: 'application/json' },
      recording: { body: call.recording, type: 'audio/ogg' },
    },
  );
  const res = await fetch(`${values.url}/api/ingest/calls`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-hotelvoice-signature': signIngestBody(secret, body) },
    body,
  });
  const answer = (await res.json().catch(() => ({}))) as { callId?: string; error?: { message: string } };
  if (res.status !== 202) throw new Error(`${res.status}: ${answer.error?.message ?? 'unexpected answer'}`);
  return `${answer.callId} (${call.name})`;
}

let failed = 0;
const pending: Promise<void>[] = [];
for (let i = 0; i < count; i++) {
  pending.push(
    send(i).then(
      (id) => console.log(`sent ${id}`),
      (error: Error) => {
        failed++;
        console.error(`call ${i + 1} failed: ${error.message}`);
      },
    ),
  );
  if (i < count - 1) await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
}
await Promise.all(pending);
console.log(`${count - failed} of ${count} calls accepted`);
process.exit(failed > 0 ? 1 : 0);
