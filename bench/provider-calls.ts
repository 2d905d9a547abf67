import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { localSecret } from '../api/src/platform/local-secrets.ts';
import { startAudioServer } from '../scripts/lib/audio-server.ts';
import {
  elevenLabsEvents,
  hotelVoiceCallId,
  retellEvents,
  signedRequest,
  type Provider,
  type SimulatedCall,
} from '../scripts/lib/provider-payloads.ts';
import { makeRecording } from '../test/support/audio.ts';
import { eventually } from '../test/support/eventually.ts';
import { transcodeToOggOpus } from '../worker/src/jobs/recording-fetch/transcode.ts';
import { benchPrefix, createBenchHotel, joinHotel, startApi, startWorker, type BenchEnv } from './harness.ts';
import { summary } from './stats.ts';

const turns = Array.from({ length: 120 }, (_, i) => ({
  role: i % 2 === 0 ? ('assistant' as const) : ('user' as const),
  text: `Turn ${i}: a sentence of the sort a hotel guest and a receptionist would say to each other.`,
  offset: i * 5,
}));

const callOf = (hotelId: string, i: number, overrides: Partial<SimulatedCall>): SimulatedCall => ({
  providerCallId: `bench${Date.now().toString(36)}${i}`,
  hotelId,
  startedAt: new Date(Date.now() - 600_000),
  durationSeconds: 600,
  callerNumber: '+14155550100',
  turns,
  summary: 'A ten-minute call about a group booking.',
  successful: true,
  ...overrides,
});

/**
 * Provider calls (decision 015): the webhook's answer time with a 10-minute call's audio inline
 * (ElevenLabs) and by URL (Retell); from the end webhook to a playable recording in an open call
 * log (a 3-minute WAV); and how fast the worker's ffmpeg transcodes speech to Ogg Opus.
 */
export async function benchProviderCalls(env: BenchEnv, rounds = 20): Promise<string[]> {
  const prefix = benchPrefix();
  const api = await startApi(env, 'redis', prefix);
  const secrets = {
    elevenlabs: localSecret(env.dataDir, 'elevenlabs-webhook-secret'),
    retell: localSecret(env.dataDir, 'retell-api-key'),
    vapi: localSecret(env.dataDir, 'vapi-webhook-secret'),
  };
  const hotelId = await createBenchHotel(env.pool, 'Provider calls');
  const post = async (provider: Provider, event: unknown) => {
    const req = signedRequest(provider, secrets, event);
    const started = performance.now();
    const status = await postOnItsOwnConnection(`${api.baseUrl}${req.path}`, req.headers, req.body);
    if (status !== 202) throw new Error(`${provider} answered ${status}`);
    return performance.now() - started;
  };
  const lines: string[] = [];
  const audio = await startAudioServer();
  const worker = await startWorker(env, 'redis', prefix);
  try {
    const mp3 = makeRecording(600, 'mp3');
    const inline: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const call = callOf(hotelId, i, { audio: mp3 });
      inline.push(await post('elevenlabs', elevenLabsEvents(call).audio));
    }
    const s = summary(inline);
    lines.push(
      `| webhook answer, ElevenLabs post_call_audio, 10-min MP3 inline (${(mp3.length / 2 ** 20).toFixed(1)} MB, base64 in JSON) | p50 ${s.p50} ms · p95 **${s.p95} ms** | ${rounds} requests, one at a time; verify while spooling, store the base64 as sent (the worker decodes) |`,
    );
    const byUrl: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const call = callOf(hotelId, 100 + i, { recordingUrl: audio.url(`/never/${i}.wav`) });
      byUrl.push(await post('retell', retellEvents(call).ended));
    }
    const r = summary(byUrl);
    lines.push(
      `| webhook answer, Retell call_ended with recording_url, 10-min call (120 turns) | p50 ${r.p50} ms · p95 **${r.p95} ms** | ${rounds} requests, one at a time |`,
    );

    // End webhook → a playable recording in an open call log.
    const wav = makeRecording(180, 'wav');
    audio.route('/bench/3min.wav', { kind: 'file', body: wav, contentType: 'audio/wav' });
    const waiting = new Map<string, () => void>();
    const firstEvent = new Map<string, number>();
    const socket = await joinHotel(api.baseUrl, api.cookie, hotelId, (call: CallLogListItem) => {
      if (!firstEvent.has(call.callId)) firstEvent.set(call.callId, Date.now());
      if (call.hasRecording) waiting.get(call.callId)?.();
    });
    const playable: number[] = [];
    const stages: Record<string, number[]> = { answered: [], row: [], recording: [], event: [], playable: [], ogg: [] };
    const sent: { callId: string; wallStart: number }[] = [];
    // CPU the path costs (this process: client and api; the worker with its ffmpeg children), which
    // the shared machine's load does not inflate the way it inflates wall time.
    const pathCpu: number[] = [];
    const cpuNow = () =>
      cpuSecondsOf(worker.child.pid!) + process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
    for (let i = 0; i < 10; i++) {
      const call = callOf(hotelId, 200 + i, {
        durationSeconds: 180,
        turns: turns.slice(0, 20),
        recordingUrl: audio.url('/bench/3min.wav'),
      });
      const callId = hotelVoiceCallId('retell', call.providerCallId);
      const heard = new Promise<void>((resolve) => waiting.set(callId, resolve));
      const started = performance.now();
      const wallStart = Date.now();
      const cpuStart = cpuNow();
      await post('retell', retellEvents(call).ended);
      stages.answered!.push(Date.now() - wallStart);
      await heard;
      stages.event!.push(Date.now() - wallStart);
      stages.row!.push((firstEvent.get(callId) ?? NaN) - wallStart);
      stages.recording!.push((await objectStoredAt(env, `recordings/${callId}.ogg`, 'min')) - wallStart);
      sent.push({ callId, wallStart });
      // What the open page does next: read the call and get the recording's signed URL.
      const detail = (await (
        await fetch(`${api.baseUrl}/api/hotels/${hotelId}/call-logs/${callId}`, { headers: { cookie: api.cookie } })
      ).json()) as { recordingUrl: string | null };
      if (!detail.recordingUrl) throw new Error('no recording url');
      const head = await fetch(new URL(detail.recordingUrl, api.baseUrl), { headers: { range: 'bytes=0-1023' } });
      await head.arrayBuffer();
      playable.push(performance.now() - started);
      stages.playable!.push(Date.now() - wallStart);
      pathCpu.push(cpuNow() - cpuStart);
    }
    socket.close();
    // The Ogg Opus replaces each original in the transcode queue, after the next calls were sent.
    for (const { callId, wallStart } of sent) {
      await eventually(
        async () => {
          const { rows } = await env.pool.query(
            `select 1 from public.call_logs where call_id = $1 and recording_content_type = 'audio/ogg'`,
            [callId],
          );
          return rows.length > 0 ? true : undefined;
        },
        `the Ogg Opus of ${callId}`,
        120_000,
      );
      stages.ogg!.push((await objectStoredAt(env, `recordings/${callId}.ogg`, 'max')) - wallStart);
    }
    const p = summary(playable);
    const median = (name: string) => summary(stages[name]!).p50;
    lines.push(
      `| end webhook → playable recording in an open call log, 3-min WAV (${(wav.length / 2 ** 20).toFixed(1)} MB) by URL | p50 ${p.p50} ms · p95 **${p.p95} ms** | 10 calls: webhook, fetch from a local server, transcode, store, \`call:upserted\` with the recording, detail read, first bytes of the signed URL. Stages (median ms after the webhook was sent): answered ${median('answered')} · row live ${median('row')} · original stored ${median('recording')} · event with recording ${median('event')} · playable ${median('playable')} · Ogg Opus in its place ${median('ogg')} (p95 ${summary(stages.ogg!).p95}; transcoded in its own queue while the next calls came). CPU of the whole path (api, client, worker, ffmpeg) median ${summary(pathCpu).p50.toFixed(2)} s |`,
    );
  } finally {
    await worker.stop();
    await audio.close();
    await api.close();
  }
  // BENCH_PROVIDER_TRANSCODING=0 leaves out the transcoding rows (minutes of encoding on a busy machine).
  if (process.env.BENCH_PROVIDER_TRANSCODING !== '0') lines.push(...(await benchTranscoding()));
  return lines;
}

/**
 * One POST on a connection of its own, as a provider's webhook arrives. (fetch reuses an idle
 * keep-alive socket, and on a loaded machine the gap between two 6 MB requests can pass the
 * server's 5 s keep-alive timeout: the request then meets a closed socket, ECONNRESET.)
 */
function postOnItsOwnConnection(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** When the storage feed recorded an object (its trigger's clock: the same machine's). */
async function objectStoredAt(env: BenchEnv, nameEnd: string, which: 'min' | 'max'): Promise<number> {
  const { rows } = await env.pool.query<{ at: Date }>(
    `select ${which}(created_at) as at from public.storage_object_events where name like '%' || $1`,
    [nameEnd],
  );
  return rows[0]?.at ? rows[0].at.getTime() : NaN;
}

/**
 * CPU seconds (user + system) of this process' finished children, from /proc (Linux): the encoder's
 * own cost, which a shared machine's load does not inflate the way it inflates wall time.
 */
function childCpuSeconds(): number {
  return procCpuSeconds('self', false);
}

/** CPU seconds of a running process, its own and its finished children's (ffmpeg's for the worker). */
function cpuSecondsOf(pid: number): number {
  return procCpuSeconds(String(pid), true);
}

function procCpuSeconds(pid: string, own: boolean): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // proc(5) fields 14–17 (utime, stime, cutime, cstime), counted from after the command name; USER_HZ is 100.
  const children = Number(fields[13]) + Number(fields[14]);
  return ((own ? Number(fields[11]) + Number(fields[12]) : 0) + children) / 100;
}

/** Seconds of speech-like audio transcoded per second of wall time (libopus encodes on one thread). */
async function benchTranscoding(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-bench-opus-'));
  const lines: string[] = [];
  try {
    for (const format of ['wav', 'mp3'] as const) {
      const input = path.join(dir, `in.${format}`);
      fs.writeFileSync(input, makeRecording(600, format));
      const output = path.join(dir, 'out.ogg');
      const runs: { wall: number; cpu: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const cpuBefore = childCpuSeconds();
        await transcodeToOggOpus(input, output, 600_000);
        runs.push({ wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpuBefore });
      }
      const cpu = Math.min(...runs.map((r) => r.cpu));
      const wall = Math.min(...runs.map((r) => r.wall));
      const ratio = fs.statSync(input).size / fs.statSync(output).size;
      lines.push(
        `| transcoding ${format.toUpperCase()} → Ogg Opus (mono, 24 kbit/s, complexity 5), 10 min of audio | **${Math.round(600 / cpu)} s of audio per second of one core** (ffmpeg's CPU time, best of 3: ${cpu.toFixed(2)} s) · wall ${Math.round(600 / wall)} s of audio per second (best of 3: ${wall.toFixed(2)} s, shared cores) | stored ${ratio.toFixed(1)}× smaller than the ${format.toUpperCase()} |`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
