import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WebApp } from '../../api/src/platform/http/serve-web.ts';
import { io as connect } from 'socket.io-client';
import { cookieNames } from '../../api/src/platform/http/cookies.ts';
import { issueAgentCredential } from './agent-credential.ts';
import { createHotel, createUser, linkUserToHotel, type TestUser } from './factories.ts';
import { csrfProof, type TestApp } from './test-app.ts';

/** Hotel A's team has an owner, a manager and a front-desk member; hotel B only its owner. */
export const roles = [
  'anonymous',
  'pending',
  'ownerA',
  'managerA',
  'frontDeskA',
  'ownerB',
  'admin',
  'agent',
  'badAgent',
] as const;
export type Role = (typeof roles)[number];

/** Fixed secrets for the security tests' apps, so every provider route is configured. */
export const securityEnv = {
  TRUST_PROXY: 'true',
  METRICS_TOKEN: 'metrics-token-0123456789abcdef',
  ELEVENLABS_WEBHOOK_SECRET: 'elevenlabs-secret-0123',
  RETELL_API_KEY: 'retell-key-0123456789',
  VAPI_WEBHOOK_SECRET: 'vapi-secret-0123456789',
  VAPI_TOOL_SECRET: 'vapi-tool-secret-0123456789',
  ELEVENLABS_TOOL_SECRET: 'elevenlabs-tool-secret-0123',
};

/**
 * A stand-in for the built web, so these tests never depend on (or race with) `npm run build`: a
 * client folder with an asset, and a page handler that answers every page with a small document
 * carrying the request's CSP nonce, as React Router's handler does.
 */
export function fakeWebApp(dataDir: string): WebApp {
  const dir = path.join(dataDir, 'web-client');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    clientDir: dir,
    handle: (req, res, _next, context) =>
      void res
        .type('html')
        .send(`<!doctype html><title>HotelVoice</title><script nonce="${context.nonce}">0</script>${req.method}`),
  };
}

export interface Caller {
  role: Role;
  /** Cookie header (session and CSRF cookies) and the headers a browser or agent would send. */
  headers: Record<string, string>;
  user?: TestUser;
}

export interface World {
  hotelA: { id: string; name: string };
  hotelB: { id: string; name: string };
  users: Partial<Record<Role, TestUser>>;
  callId: string;
  /** Hotel A's own agent credential (the `agent` role holds it; `badAgent` a near miss). */
  agentToken: string;
  /** A fresh session per call: for sign-out and refresh probes, which end or rotate the session. */
  caller(role: Role, fresh?: boolean): Promise<Caller>;
  /** Forgets the cached sessions (after probes that end every session of a user). */
  forgetSessions(): void;
}

/** Two hotels with an owner each (hotel A also a manager and a front desk), a pending applicant, an admin and a call in hotel A. */
export async function buildWorld(app: TestApp): Promise<World> {
  const { pool, auth } = app.deps;
  const hotelA = await createHotel(pool);
  const hotelB = await createHotel(pool);
  const users: Partial<Record<Role, TestUser>> = {
    pending: await createUser(auth, pool, { activated: false }),
    ownerA: await createUser(auth, pool),
    managerA: await createUser(auth, pool),
    frontDeskA: await createUser(auth, pool),
    ownerB: await createUser(auth, pool),
    admin: await createUser(auth, pool, { admin: true }),
  };
  await linkUserToHotel(pool, users.ownerA!.id, hotelA.id);
  await linkUserToHotel(pool, users.managerA!.id, hotelA.id, 'manager');
  await linkUserToHotel(pool, users.frontDeskA!.id, hotelA.id, 'front_desk');
  await linkUserToHotel(pool, users.ownerB!.id, hotelB.id);
  // The pending applicant asked for hotel A; the link must not open it before activation.
  await linkUserToHotel(pool, users.pending!.id, hotelA.id);
  const callId = `sec${randomUUID().slice(0, 6)}_lobby_20250303_101500`;
  await pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, duration_seconds, transcript, transcript_text, turn_count)
     values ($1, $2, 'lobby', now(), now(), 60, '[]'::jsonb, '', 0)`,
    [hotelA.id, callId],
  );
  const agentToken = await issueAgentCredential(pool, hotelA.id);
  const sessions = new Map<Role, { cookie: string; accessToken: string }>();

  async function caller(role: Role, fresh = false): Promise<Caller> {
    const user = users[role];
    let session = fresh ? undefined : sessions.get(role);
    if (user && !session) {
      // Straight from the auth port: a pending applicant holds a valid token it got before
      // activation was withdrawn (the sign-in route itself refuses pending accounts).
      const signedIn = await auth.signIn(user.email, user.password);
      session = {
        cookie: `${cookieNames.access}=${signedIn.accessToken}; ${cookieNames.refresh}=${signedIn.refreshToken}`,
        accessToken: signedIn.accessToken,
      };
      if (!fresh) sessions.set(role, session);
    }
    // A CSRF proof made for this caller's session, as its browser would hold.
    const csrf = csrfProof(app, session?.accessToken);
    const headers: Record<string, string> = { ...csrf.header };
    if (role === 'agent') headers.authorization = `Bearer ${agentToken}`;
    if (role === 'badAgent')
      headers.authorization = `Bearer ${agentToken.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x'))}`;
    headers.cookie = [csrf.cookie, session?.cookie].filter(Boolean).join('; ');
    return { role, headers, user };
  }

  return { hotelA, hotelB, users, callId, agentToken, caller, forgetSessions: () => sessions.clear() };
}

export type SocketOutcome = 'connected' | 'unauthenticated' | 'forbidden' | 'token_expired';

/** Opens a Socket.IO client with the caller's headers; resolves once connected or refused. */
export async function openSocket(port: number, caller: Caller, transport: 'websocket' | 'polling' = 'websocket') {
  const socket = connect(`http://127.0.0.1:${port}`, {
    transports: [transport],
    extraHeaders: caller.headers,
    reconnection: false,
  });
  const outcome = await new Promise<SocketOutcome>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message as SocketOutcome));
  });
  return { socket, outcome };
}

export type AckResult = { ok: true; data: unknown } | { ok: false; error: { code: string } };
