import fs from 'node:fs';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type { CallLogListItem } from '../../api/src/contracts/call-logs.ts';
import { signIngestBody } from '../../api/src/platform/http/signatures.ts';
import { repoRoot } from '../../api/src/platform/paths.ts';
import type { BrowserAgent, TestApp } from './test-app.ts';

export const sampleRecording = fs.readFileSync(path.join(repoRoot, 'scripts/fixtures/calls/booking-en.ogg'));

export function sampleTranscript(text = 'I would like a double room for Friday.'): Buffer {
  return Buffer.from(
    JSON.stringify([
      { role: 'assistant', content: ['Good evening, how can I help?'] },
      { role: 'user', content: [text] },
      { role: 'assistant', content: ['Your room is booked.'] },
    ]),
  );
}

let sequence = 0;
/** A call id in the voice agents' `<prefix>_{room}_{YYYYmmdd}_{HHMMSS}` form, unique per test. */
export function newCallId(room = 'lobby'): string {
  sequence++;
  const rand = Math.random().toString(36).slice(2, 8);
  return `t${rand}${sequence}_${room}_20250303_1015${String(sequence % 60).padStart(2, '0')}`;
}

export async function listen(app: TestApp): Promise<number> {
  if (!app.httpServer.listening) await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  return (app.httpServer.address() as { port: number }).port;
}

export async function cookieHeader(agent: BrowserAgent): Promise<string> {
  const cookies = await agent.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A Socket.IO client signed in as the agent's user, joined to the hotel's room, recording call events. */
export async function hotelSocket(app: TestApp, agent: BrowserAgent, hotelId: string) {
  const port = await listen(app);
  const socket: Socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    extraHeaders: { cookie: await cookieHeader(agent) },
  });
  const events: CallLogListItem[] = [];
  socket.on('call:upserted', (call: CallLogListItem) => events.push(call));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect_error', reject);
    socket.emit('hotel:join', hotelId, (ack: { ok: boolean; error?: { message: string } }) =>
      ack.ok ? resolve() : reject(new Error(ack.error?.message)),
    );
  });
  return { socket, events };
}

/** The X-HotelVoice-Signature header value for `body`, as a voice agent computes it. */
export const ingestSignature = (secret: string, body: Buffer) => signIngestBody(secret, body);
