import { randomBytes } from 'node:crypto';
import net from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../../test/support/calls.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/** Room for one 60 KB body in memory, not two. */
const budgetBytes = 100_000;
const bodyBytes = 60_000;

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = createTestApp({
    env: {
      RETELL_API_KEY: 'key_test_door_retell',
      VAPI_WEBHOOK_SECRET: 'vapi_door_secret',
      WEBHOOK_MEMORY_BUDGET_BYTES: String(budgetBytes),
      // The held request below sends one byte and waits: the receive rate must not end it first.
      UPLOAD_RATE_WINDOW_MS: String(10 * 60_000),
    },
  });
  port = await listen(app);
});
afterAll(() => app.close());

/** A well-formed, fresh Retell signature whose digest is made up: only the body could tell. */
const forgedRetell = () => `v=${Date.now()},d=${randomBytes(32).toString('hex')}`;

/** Sends `head` (and `body`) on a raw connection; resolves with everything the server answered. */
function rawRequest(head: string[], body = '', options: { endAfter?: boolean } = {}) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let received = '';
  const answered = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
  socket.write([...head, '', ''].join('\r\n') + body);
  if (options.endAfter) socket.end();
  return { socket, answered };
}

describe('the webhook door', () => {
  it('when Vapi is sent the wrong secret with a 5 MB body announced, then 401 comes before any of the body', async () => {
    // The headers alone, then the client stops sending: an answer can only come from the headers.
    const { answered } = rawRequest(
      [
        'POST /api/webhooks/vapi HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${5 * 1024 * 1024}`,
        'X-Vapi-Secret: not-the-secret',
      ],
      '',
      { endAfter: true },
    );
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('"reason":"bad_signature"');
  });

  it('when unverified bodies would exceed the memory budget, then the next answers 503 unread until the first is done', async () => {
    const post = () =>
      request(app.app)
        .post('/api/webhooks/retell')
        .set('content-type', 'application/json')
        .set('x-retell-signature', forgedRetell())
        .send('x'.repeat(bodyBytes));
    // Announces 60 KB and sends one byte: its 60 KB stay taken while it is read.
    const held = rawRequest(
      [
        'POST /api/webhooks/retell HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${bodyBytes}`,
        `X-Retell-Signature: ${forgedRetell()}`,
      ],
      'x',
    );

    const refused = await eventually(async () => {
      const res = await post();
      return res.status === 503 ? res : undefined;
    }, 'a body to be refused for the budget');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.connection).toBe('close');
    expect(refused.body.error.message).toBe('Too many requests being received at once. Try again shortly.');

    held.socket.end('x'.repeat(bodyBytes - 1));
    expect(await held.answered).toMatch(/^HTTP\/1\.1 401 /);
    const after = await post();
    expect(after.status).toBe(401);
    expect(after.body.error.details.reason).toBe('bad_signature');
  });
});
