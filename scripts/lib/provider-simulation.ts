import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { measureOgg } from '../../worker/src/jobs/call-ingest/ogg-duration.ts';
import type { AudioServer } from './audio-server.ts';
import type { ScriptedCall } from './call-fixtures.ts';
import {
  lifecycleOf,
  signedRequest,
  vapiReportDelayMs,
  type Provider,
  type ProviderSecrets,
  type SimulatedCall,
} from './provider-payloads.ts';

const require = createRequire(import.meta.url);
const ffmpeg = () => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** The scripted call's Ogg recording as the provider would have it: WAV (Retell, Vapi) or MP3 (ElevenLabs). */
export function providerAudioOf(call: ScriptedCall, format: 'wav' | 'mp3'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-sim-'));
  try {
    const input = path.join(dir, 'in.ogg');
    const output = path.join(dir, `out.${format}`);
    fs.writeFileSync(input, call.recording);
    const codec = format === 'wav' ? ['-c:a', 'pcm_s16le', '-ar', '16000'] : ['-c:a', 'libmp3lame', '-b:a', '64k'];
    execFileSync(ffmpeg(), ['-hide_banner', '-v', 'error', '-y', '-i', input, '-ac', '1', ...codec, output]);
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const summaries: Record<string, { summary: string; successful: boolean; sentiment: SimulatedCall['sentiment'] }> = {
  'booking-en': {
    summary: 'The caller booked a double room for two nights from Friday; breakfast is included.',
    successful: true,
    sentiment: 'Positive',
  },
  'complaint-en': {
    summary: 'The caller complained about noise and asked for another room.',
    successful: false,
    sentiment: 'Negative',
  },
};

/** A provider call made of a scripted conversation: turns timed from its recording, a plausible analysis. */
export function simulatedCallOf(call: ScriptedCall, hotelId: string, index: number): SimulatedCall {
  const measured = measureOgg(call.recording);
  const duration = measured.ok ? Math.round(measured.seconds) : 30;
  const step = duration / Math.max(1, call.turns.length);
  const analysis = summaries[call.name] ?? {
    summary: `The caller asked about ${call.room === 'lobby' ? 'the hotel amenities' : 'their stay'} and got an answer.`,
    successful: true,
    sentiment: 'Neutral' as const,
  };
  return {
    providerCallId: `sim${Date.now().toString(36)}${index}`,
    hotelId,
    startedAt: new Date(),
    durationSeconds: duration,
    callerNumber: `+1415555${String(1000 + index).slice(-4)}`,
    turns: call.turns.map((t, i) => ({ ...t, offset: Math.round(i * step * 10) / 10 })),
    ...analysis,
    // Most platforms report what the call cost, in their own shape; every fifth does not ("not reported").
    reportsCost: index % 5 !== 4,
  };
}

/**
 * Sends one call's whole lifecycle, `gapMs` apart, so a person watching sees it go live and end;
 * Vapi's report comes at least vapiReportDelayMs after the end, as Vapi sends it.
 */
export async function sendLifecycle(
  url: string,
  provider: Provider,
  secrets: ProviderSecrets,
  call: SimulatedCall,
  gapMs: number,
): Promise<void> {
  const events = lifecycleOf(provider, call);
  for (const [i, event] of events.entries()) {
    const wait = isVapiReport(event) ? Math.max(gapMs, vapiReportDelayMs) : gapMs;
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const req = signedRequest(provider, secrets, event);
    const res = await fetch(`${url}${req.path}`, { method: 'POST', headers: req.headers, body: req.body });
    if (res.status !== 202 && res.status !== 204) {
      const answer = (await res.json().catch(() => ({}))) as { error?: { message: string } };
      throw new Error(`${res.status}: ${answer.error?.message ?? 'unexpected answer'}`);
    }
  }
}

/** Waits until the worker fetched the recording from the local audio server (or gives up). */
export async function waitForFetch(server: AudioServer, paths: string[], timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (paths.every((p) => server.hits(p) > 0)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const isVapiReport = (event: unknown) =>
  (event as { message?: { type?: string } }).message?.type === 'end-of-call-report';
