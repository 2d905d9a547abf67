import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevenLabsEvents, signElevenLabs } from '../../../scripts/lib/provider-payloads.ts';
import { sampleTranscript } from '../../../test/support/calls.ts';
import { createHotel } from '../../../test/support/factories.ts';
import { freePort } from '../../../test/support/free-port.ts';
import { spawnService, type SpawnedWorker } from '../../../test/support/private-services.ts';
import '../../../test/support/provided-context.ts';
import { createPool, type Pool } from '../platform/db/pool.ts';
import { signIngestBody } from '../platform/http/signatures.ts';
import { testDatabaseUrl } from '../../../test/support/file-database.ts';

const secrets = { ingest: 'slow-upload-test-secret-0123456789', elevenlabs: 'wsec_slow_upload_test' };
/** Small on purpose: four uploads from one address, and a rate no drip keeps up with for a second. */
const door = { perSource: 4, minBytesPerSecond: 1024, windowMs: 1000, headersTimeoutMs: 1000 };
/** Where the dripping uploads come from; the signed calls come from 127.0.0.1. */
const attacker = '127.0.0.2';

let api: SpawnedWorker;
let port: number;
let dataDir: string;
let pool: Pool;
let hotelId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-slow-'));
  port = await freePort();
  api = await spawnService('api/src/index.ts', {
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUEUE_BACKEND: 'redis',
    QUEUE_PREFIX: `t${randomUUID().slice(0, 8)}`,
    INGEST_HMAC_SECRET: secrets.ingest,
    ELEVENLABS_WEBHOOK_SECRET: secrets.elevenlabs,
    UPLOADS_PER_SOURCE: String(door.perSource),
    UPLOAD_MIN_BYTES_PER_SECOND: String(door.minBytesPerSecond),
    UPLOAD_RATE_WINDOW_MS: String(door.windowMs),
    HTTP_HEADERS_TIMEOUT_MS: String(door.headersTimeoutMs),
  });
  pool = createPool(testDatabaseUrl(), 2);
  hotelId = (await createHotel(pool)).id;
});
afterAll(async () => {
  await api?.kill('SIGTERM');
  await pool?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Drip {
  /** The status code the server answered with, or 'closed' when it closed the connection without one. */
  answer: Promise<string>;
  stop(): void;
}

/**
 * An unsigned upload the way the probe sent it: a fresh, well-formed signature header whose digest
 * is made up, a Content-Length of 10 MB, and then one byte every 100 ms (10 bytes a second).
 */
function drip(route: Route): Drip {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: attacker });
  const head = [
    `POST ${route.path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: ${route.contentType}`,
    `Content-Length: ${10 * 1024 * 1024}`,
    `${route.signatureHeader}: ${route.forgedSignature()}`,
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  const timer = setInterval(() => socket.write('x'), 100);
  const stop = () => {
    clearInterval(timer);
    socket.destroy();
  };
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      clearInterval(timer);
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) resolve(status);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve('closed');
    });
  });
  return { answer, stop };
}

function postSigned(route: Route): Promise<number> {
  const { body, headers } = route.signed();
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: route.path,
      headers: { ...headers, 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Route {
  name: string;
  path: string;
  contentType: string;
  signatureHeader: string;
  forgedSignature(): string;
  signed(): { body: Buffer; headers: Record<string, string> };
}

const now = () => Math.floor(Date.now() / 1000);
const boundary = 'hvslowboundary';
const routes: Route[] = [
  {
    name: 'the ingest API',
    path: '/api/ingest/calls',
    contentType: `multipart/form-data; boundary=${boundary}`,
    signatureHeader: 'X-HotelVoice-Signature',
    forgedSignature: () => `t=${now()},v1=${randomBytes(32).toString('hex')}`,
    signed() {
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body = Buffer.from(
        field('hotel_id', hotelId) + field('transcript', sampleTranscript().toString()) + `--${boundary}--\r\n`,
      );
      return {
        body,
        headers: {
          'content-type': this.contentType,
          'x-hotelvoice-signature': signIngestBody(secrets.ingest, body),
        },
      };
    },
  },
  {
    name: "ElevenLabs' webhook",
    path: '/api/webhooks/elevenlabs',
    contentType: 'application/json',
    signatureHeader: 'ElevenLabs-Signature',
    forgedSignature: () => `t=${now()},v0=${randomBytes(32).toString('hex')}`,
    signed() {
      const event = elevenLabsEvents({
        providerCallId: `slow${randomUUID().slice(0, 8)}`,
        hotelId,
        startedAt: new Date(),
        durationSeconds: 12,
        callerNumber: '+14155550123',
        turns: [{ role: 'user', text: 'Is breakfast included?', offset: 1 }],
        summary: 'Breakfast question.',
        successful: true,
      }).transcription;
      const body = JSON.stringify(event);
      return {
        body: Buffer.from(body),
        headers: {
          'content-type': 'application/json',
          'elevenlabs-signature': signElevenLabs(secrets.elevenlabs, body),
        },
      };
    },
  },
];

describe('uploads that drip a byte at a time', () => {
  it.each(routes)(
    'when four unsigned uploads drip into $name, then a signed call is accepted beside them and they are cut off',
    async (route) => {
      // One more than an address may send at once: the server refuses that one at once, so the
      // other four are known to be open on the server when the signed call is sent.
      const drips = Array.from({ length: door.perSource + 1 }, () => drip(route));
      try {
        const refused = await Promise.any(
          drips.map((d) => d.answer.then((answer) => (answer === '503' ? d : Promise.reject(new Error(answer))))),
        );
        const open = drips.filter((d) => d !== refused);

        expect(await postSigned(route)).toBe(202);

        // The four never reach the minimum rate: each is answered 408 and its connection closed.
        expect(await Promise.all(open.map((d) => d.answer))).toEqual(open.map(() => '408'));
      } finally {
        drips.forEach((d) => d.stop());
      }
    },
    20_000,
  );

  it('when a client sends its headers a byte at a time, then the server answers 408 and closes the connection', async () => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: attacker });
    const head = `POST /api/ingest/calls HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Padding: ${'x'.repeat(10_000)}`;
    let sent = 0;
    const timer = setInterval(() => socket.write(head[sent++ % head.length]!), 100);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});
