/**
 * Drops realistic calls into a running HotelVoice:
 *   npm run simulate:calls -- --hotel <hotel id> [--provider ingest|elevenlabs|retell|vapi]
 *                             [--count 10] [--rate 2] [--gap 3] [--url <app url>]
 * `ingest` (the default) posts signed calls with a recording and an analysis part to
 * POST /api/ingest/calls. A provider sends that platform's signed webhooks for each call's whole
 * lifecycle, `--gap` seconds apart (start, end, analysis, audio); Retell's and Vapi's recordings
 * are served by a small HTTP server on 127.0.0.1 that this script runs until the worker has fetched
 * them (a local run's worker allows it: RECORDING_FETCH_LOCAL). The url defaults to the app of
 * this environment (PUBLIC_URL, else localhost on PORT, else 8000). Secrets come from the
 * environment, else the local ones generated under DATA_DIR (default .data).
 */
import { parseArgs } from 'node:util';
import { signIngestBody } from '../api/src/platform/http/signatures.ts';
import { localSecret } from '../api/src/platform/local-secrets.ts';
import { resolveDataDir } from '../api/src/platform/paths.ts';
import { appUrlOf } from './lib/app-url.ts';
import { startAudioServer } from './lib/audio-server.ts';
import { loadScriptedCalls, multipartBody, scriptedCallId, transcriptOf } from './lib/call-fixtures.ts';
import type { Provider } from './lib/provider-payloads.ts';
import { providerAudioOf, sendLifecycle, simulatedCallOf, waitForFetch } from './lib/provider-simulation.ts';

const { values } = parseArgs({
  options: {
    hotel: { type: 'string' },
    provider: { type: 'string', default: 'ingest' },
    count: { type: 'string', default: '10' },
    rate: { type: 'string', default: '2' },
    gap: { type: 'string', default: '3' },
    url: { type: 'string', default: appUrlOf(process.env) },
  },
});
const count = Number(values.count);
const rate = Number(values.rate);
const gapMs = Number(values.gap) * 1000;
const provider = values.provider as Provider | 'ingest';
if (
  !values.hotel ||
  !Number.isInteger(count) ||
  count < 1 ||
  !(rate > 0) ||
  !(gapMs >= 0) ||
  !['ingest', 'elevenlabs', 'retell', 'vapi'].includes(provider)
) {
  console.error(
    'usage: npm run simulate:calls -- --hotel <hotel id> [--provider ingest|elevenlabs|retell|vapi] [--count N] [--rate calls-per-second] [--gap seconds] [--url …]',
  );
  process.exit(2);
}
const dataDir = resolveDataDir(process.env.DATA_DIR);
const secrets = {
  ingest: process.env.INGEST_HMAC_SECRET ?? localSecret(dataDir, 'ingest-hmac-secret'),
  elevenlabs: process.env.ELEVENLABS_WEBHOOK_SECRET ?? localSecret(dataDir, 'elevenlabs-webhook-secret'),
  retell: process.env.RETELL_API_KEY ?? localSecret(dataDir, 'retell-api-key'),
  vapi: process.env.VAPI_WEBHOOK_SECRET ?? localSecret(dataDir, 'vapi-webhook-secret'),
};
const calls = loadScriptedCalls();
const audioServer = provider === 'retell' || provider === 'vapi' ? await startAudioServer() : null;
const served: string[] = [];

async function sendIngest(index: number): Promise<string> {
  const call = calls[index % calls.length]!;
  const startedAt = new Date(Date.now() - call.recording.length); // a little in the past, unique per call
  const simulated = simulatedCallOf(call, values.hotel!, index);
  const analysis = {
    summary: simulated.summary,
    outcome: simulated.successful ? 'success' : 'failure',
    sentiment: simulated.sentiment?.toLowerCase(),
    caller_number: simulated.callerNumber,
  };
  const { body, contentType } = multipartBody(
    { hotel_id: values.hotel!, call_id: scriptedCallId('sim', call.room, startedAt) },
    {
      transcript: { body: transcriptOf(call), type: 'application/json' },
      recording: { body: call.recording, type: 'audio/ogg' },
      analysis: { body: Buffer.from(JSON.stringify(analysis)), type: 'application/json' },
    },
  );
  const res = await fetch(`${values.url}/api/ingest/calls`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-hotelvoice-signature': signIngestBody(secrets.ingest, body) },
    body,
  });
  const answer = (await res.json().catch(() => ({}))) as { callId?: string; error?: { message: string } };
  if (res.status !== 202) throw new Error(`${res.status}: ${answer.error?.message ?? 'unexpected answer'}`);
  return `${answer.callId} (${call.name})`;
}

async function sendProvider(index: number, to: Provider): Promise<string> {
  const scripted = calls[index % calls.length]!;
  const call = simulatedCallOf(scripted, values.hotel!, index);
  if (to === 'elevenlabs') call.audio = providerAudioOf(scripted, 'mp3');
  else {
    const path = `/recordings/${call.providerCallId}.wav`;
    audioServer!.route(path, { kind: 'file', body: providerAudioOf(scripted, 'wav'), contentType: 'audio/wav' });
    call.recordingUrl = audioServer!.url(path);
    served.push(path);
  }
  await sendLifecycle(values.url!, to, secrets, call, gapMs);
  return `${to}-${call.providerCallId} (${scripted.name})`;
}

let failed = 0;
const pending: Promise<void>[] = [];
for (let i = 0; i < count; i++) {
  pending.push(
    (provider === 'ingest' ? sendIngest(i) : sendProvider(i, provider)).then(
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
if (audioServer) {
  console.log('waiting for the worker to fetch the recordings…');
  if (!(await waitForFetch(audioServer, served))) console.error('not every recording was fetched within 60 s');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await audioServer.close();
}
console.log(`${count - failed} of ${count} calls accepted`);
process.exit(failed > 0 ? 1 : 0);
