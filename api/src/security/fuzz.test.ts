import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIngestBody } from '../platform/http/signatures.ts';
import { cookieNames } from '../platform/http/cookies.ts';
import { csrfHeader } from '../platform/http/csrf.ts';
import { listen, sampleTranscript } from '../../../test/support/calls.ts';
import { issueAgentCredential } from '../../../test/support/agent-credential.ts';
import { createHotel, createUser, linkUserToHotel, type TestUser } from '../../../test/support/factories.ts';
import { createPrivateDatabase, databaseDigest } from '../../../test/support/private-database.ts';
import { listRoutes, type ListedRoute } from '../../../test/support/route-list.ts';
import { createTestApp, csrfProof, type TestApp } from '../../../test/support/test-app.ts';
import {
  bodyOf,
  headersArb,
  multipartOf,
  paramOf,
  queryOf,
  text,
  valueOf,
  type FuzzBody,
} from '../../../test/support/fuzz-arbitraries.ts';
import { fakeWebApp, openSocket, securityEnv } from '../../../test/support/security-world.ts';

/**
 * Generated malformed requests to every route the router lists, sent as an admin who also holds
 * the hotel's agent credential and signs provider bodies, so the input reaches the handlers rather
 * than the guards. No answer may be a 5xx, and a refused request must leave every table as it was.
 * The app runs on a database of this file's own, so whole tables can be compared.
 */
const runsPerRoute = 12;
const multipartRuns = 40;

let db: Awaited<ReturnType<typeof createPrivateDatabase>>;
let app: TestApp;
let admin: TestUser;
let session = '';
let sessionAccessToken = '';
/** The fuzzed hotel's agent credential; a fuzzed rotation that went through hands out the next. */
let agentToken = '';
let ids: string[];
const junkAccessToken = 'eyJhbGciOiJub25lIn0.e30.';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-fuzz-web-'));

async function mintSession() {
  const s = await app.deps.auth.signIn(admin.email, admin.password);
  session = `${cookieNames.access}=${s.accessToken}; ${cookieNames.refresh}=${s.refreshToken}`;
  sessionAccessToken = s.accessToken;
}

beforeAll(async () => {
  db = await createPrivateDatabase('fuzz');
  app = createTestApp({
    env: { ...securityEnv, DATABASE_URL: db.url },
    web: fakeWebApp(webDir),
  });
  admin = await createUser(app.deps.auth, app.deps.pool, { admin: true });
  const owner = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
  const callId = 'fuzz_lobby_20250303_101500';
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
     values ($1, $2, 'lobby', now(), now(), 60, '[]'::jsonb, '', 0)`,
    [hotel.id, callId],
  );
  ids = [hotel.id, owner.id, admin.id, callId, 'calls', 'hotel-pictures', 'base_personality'];
  agentToken = await issueAgentCredential(app.deps.pool, hotel.id);
  await mintSession();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  cookie: 'session' | 'junk' | 'none';
  body: FuzzBody | undefined;
}

/** Fills `:param` and `*wildcard` with generated values; USE mounts and RegExp routes get a generated tail. */
function pathOf(route: ListedRoute): fc.Arbitrary<string> {
  if (route.path.startsWith('/^')) return fc.array(paramOf(ids), { maxLength: 3 }).map((s) => `/${s.join('/')}`);
  const pieces = route.path.split('/').map((piece): fc.Arbitrary<string> => {
    if (piece.startsWith(':')) return paramOf(ids);
    if (piece.startsWith('*')) return fc.array(paramOf(ids), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    return fc.constant(piece);
  });
  const base = fc.tuple(...pieces).map((p) => p.join('/') || '/');
  if (route.method !== 'USE') return base;
  return fc.tuple(base, fc.array(paramOf(ids), { maxLength: 2 })).map(([b, tail]) => [b, ...tail].join('/'));
}

function requestOf(route: ListedRoute, multipart: boolean): fc.Arbitrary<FuzzRequest> {
  const methods = route.method === 'USE' ? ['GET', 'POST', 'PUT', 'DELETE'] : [route.method];
  return fc.record({
    method: fc.constantFrom(...methods),
    url: fc.tuple(pathOf(route), fc.option(queryOf(ids), { freq: 2 })).map(([p, q]) => (q === null ? p : `${p}?${q}`)),
    headers: headersArb,
    cookie: fc.constantFrom('session', 'session', 'session', 'session', 'junk', 'none'),
    body: multipart ? multipartOf(ids, sampleTranscript()) : bodyOf(ids),
  });
}

/** Signs the body the way each provider does, so the fuzzed payload gets past the signature check. */
function signatureHeaders(url: string, raw: Buffer): Record<string, string> {
  const now = Date.now();
  if (url.startsWith('/api/ingest/'))
    return { 'x-hotelvoice-signature': signIngestBody(app.config.ingestHmacSecret, raw, now) };
  if (url.startsWith('/api/webhooks/elevenlabs')) {
    const t = Math.floor(now / 1000);
    const d = createHmac('sha256', securityEnv.ELEVENLABS_WEBHOOK_SECRET).update(`${t}.`).update(raw).digest('hex');
    return { 'elevenlabs-signature': `t=${t},v0=${d}` };
  }
  if (url.startsWith('/api/webhooks/retell')) {
    const d = createHmac('sha256', securityEnv.RETELL_API_KEY).update(raw).update(String(now)).digest('hex');
    return { 'x-retell-signature': `v=${now},d=${d}` };
  }
  return {};
}

async function send(r: FuzzRequest) {
  const headers: Record<string, string> = { ...r.headers };
  // Most requests carry every credential, so they reach the handler; some carry a forged one.
  if (!('authorization' in r.headers) || r.cookie === 'session') headers.authorization = `Bearer ${agentToken}`;
  const accessToken = r.cookie === 'session' ? sessionAccessToken : r.cookie === 'junk' ? junkAccessToken : undefined;
  const csrf = csrfProof(app, accessToken);
  const token = csrf.header[csrfHeader]!;
  headers[csrfHeader] = r.cookie === 'session' ? token : (r.headers['x-csrf-token'] ?? token);
  const sessionCookie =
    r.cookie === 'session' ? session : r.cookie === 'junk' ? `${cookieNames.access}=${junkAccessToken}` : '';
  headers.cookie = [csrf.cookie, sessionCookie].filter(Boolean).join('; ');
  const raw = r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body.data);
  if (r.cookie === 'session') Object.assign(headers, signatureHeaders(r.url, raw));
  if (r.body?.contentType !== undefined) headers['content-type'] = r.body.contentType;
  let req = request(app.app)[r.method.toLowerCase() as 'get'](r.url).set(headers);
  if (r.body !== undefined) req = req.send(raw);
  return req.ok(() => true);
}

const multipartRoutes = ['POST /api/ingest/calls', 'POST /api/form/upload', 'POST /api/admin/hotels/:hotelId/picture'];

async function fuzzRoute(route: ListedRoute, multipart: boolean, numRuns: number) {
  let before = await databaseDigest(app.deps.pool);
  await fc.assert(
    fc.asyncProperty(requestOf(route, multipart), async (r) => {
      const res = await send(r);
      const after = await databaseDigest(app.deps.pool);
      expect(res.status, `${r.method} ${r.url} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(after, `${r.method} ${r.url} → ${res.status} changed the database`).toEqual(before);
      }
      before = after;
      const issued = (res.body as { token?: unknown } | undefined)?.token;
      if (res.status < 400 && r.url.endsWith('/agent-credential') && typeof issued === 'string') agentToken = issued;
      // A request that ended or rotated the session: the next one needs a live one again.
      if (res.status < 400 && r.url.startsWith('/api/auth/')) {
        await mintSession();
        before = await databaseDigest(app.deps.pool);
      }
    }),
    { numRuns, endOnFailure: true },
  );
}

describe('fuzzing every route', () => {
  const routes = (() => {
    const probe = createTestApp();
    const listed = listRoutes(probe.app);
    void probe.close();
    return listed;
  })();

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'when %s gets malformed input, then it answers below 500 and a refusal changes nothing',
    async (_name, route) => {
      await fuzzRoute(route, false, runsPerRoute);
    },
  );

  it.each(multipartRoutes)(
    'when %s gets malformed multipart parts, then it answers below 500 and a refusal changes nothing',
    async (name) => {
      const route = routes.find((r) => `${r.method} ${r.path}` === name);
      expect(route, `${name} is still a route`).toBeDefined();
      await fuzzRoute(route!, true, multipartRuns);
    },
    60_000,
  );

  it('when the fuzzing is over, then the app still answers', async () => {
    expect((await request(app.app).get('/healthz')).status).toBe(200);
    expect((await request(app.app).get('/readyz')).status).toBe(200);
  });
});

describe('fuzzing Socket.IO events', () => {
  it('when a signed-in client sends malformed event payloads, then the server stays up and still authorizes joins', async () => {
    const port = await listen(app);
    const caller = { role: 'admin' as const, headers: { cookie: session } };
    const { socket, outcome } = await openSocket(port, caller);
    expect(outcome).toBe('connected');
    const payload = fc.oneof(valueOf(ids), text, fc.anything({ maxDepth: 2 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('hotel:join', 'hotel:leave', 'admin:join', 'unknown:event'),
        fc.array(payload, { maxLength: 3 }),
        fc.boolean(),
        async (event, args, withAck) => {
          await new Promise<void>((resolve) => {
            if (withAck) socket.timeout(300).emit(event, ...args, () => resolve());
            else {
              socket.emit(event, ...args);
              resolve();
            }
          });
        },
      ),
      { numRuns: 60 },
    );
    expect(socket.connected).toBe(true);
    const ack = await new Promise<{ ok: boolean }>((resolve) => socket.emit('hotel:join', ids[0], resolve));
    expect(ack.ok).toBe(true);
    socket.close();
  });
});
