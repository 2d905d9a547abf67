import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { parse } from 'cookie';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { AuthPort } from '../auth/auth-port.ts';
import type { Db } from '../db/pool.ts';
import { AppError } from '../errors/app-error.ts';
import { cookieNames } from '../http/cookies.ts';
import { canAccessHotel } from '../access/access.ts';
import type { Identity } from '../access/identity.ts';
import { resolveIdentity } from '../http/identity.ts';

interface SocketData {
  /** The handshake's access token: every room join verifies it again. */
  token: string;
  identity: Identity;
}

export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketServerOptions {
  auth: AuthPort;
  db: Db;
  /** Browsers always send Origin on a cross-origin handshake; only the product's own pages may connect. */
  allowedOrigins: string[];
}

const refusal = (code: string, message: string) => ({ ok: false as const, error: { code, message } });
const noHotelAccess = refusal('forbidden', 'You do not have access to this hotel.');
const notAdmin = refusal('forbidden', 'You do not have admin privileges');
const sessionGone = refusal('unauthenticated', 'Your session has ended. Sign in again.');

/**
 * Socket.IO on the api's http server. The handshake is authenticated from the session cookie, so a
 * socket never exists without a verified, activated identity. Every room join verifies the session
 * again and reads the account as it is now, not as it was at the handshake; a socket is dropped
 * when its access token expires (the page refreshes its session and reconnects) and whenever its
 * sessions end or its access shrinks (see drop-sockets.ts).
 */
export function createSocketServer(httpServer: HttpServer, options: SocketServerOptions): AppSocketServer {
  const { auth, db } = options;
  const io: AppSocketServer = new Server(httpServer, {
    serveClient: false,
    path: '/socket.io',
    // Checked on every transport's handshake, the WebSocket upgrade included.
    allowRequest: (req, callback) => callback(null, originAllowed(req, options.allowedOrigins)),
  });

  io.use(async (socket, next) => {
    const token = parse(socket.handshake.headers.cookie ?? '')[cookieNames.access];
    if (!token) return next(new Error('unauthenticated'));
    try {
      const identity = await resolveIdentity(auth, db, token, { fresh: true });
      if (!identity.activated) return next(new Error('forbidden'));
      socket.data = { token, identity };
      next();
    } catch (error) {
      const reason = error instanceof AppError && (error.details as { reason?: string })?.reason;
      next(new Error(reason === 'token_expired' ? 'token_expired' : 'unauthenticated'));
    }
  });

  /** The account as it is now, or null when the session has ended (the socket is then dropped). */
  async function currentIdentity(socket: AppSocket): Promise<Identity | null> {
    try {
      return await resolveIdentity(auth, db, socket.data.token, { fresh: true });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'unauthenticated') throw error;
      socket.disconnect();
      return null;
    }
  }

  io.on('connection', (socket: AppSocket) => {
    const { identity, token } = socket.data;
    void socket.join([rooms.user(identity.userId), rooms.session(identity.sessionId)]);
    const expiry = setTimeout(() => socket.disconnect(), msUntilExpiry(token));
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));

    socket.on('hotel:join', async (hotelId, ack) => {
      if (typeof ack !== 'function') return;
      if (typeof hotelId !== 'string') return ack(noHotelAccess);
      const current = await currentIdentity(socket).catch(() => undefined);
      if (current === null) return ack(sessionGone);
      if (!current || !(await canAccessHotel(db, current, hotelId).catch(() => false))) return ack(noHotelAccess);
      await socket.join(rooms.hotel(hotelId));
      ack({ ok: true, data: { hotelId } });
    });

    socket.on('hotel:leave', async (hotelId, ack) => {
      if (typeof ack !== 'function') return;
      if (typeof hotelId !== 'string') return ack(noHotelAccess);
      await socket.leave(rooms.hotel(hotelId));
      ack({ ok: true, data: { hotelId } });
    });

    socket.on('admin:join', async (ack) => {
      if (typeof ack !== 'function') return;
      const current = await currentIdentity(socket).catch(() => undefined);
      if (current === null) return ack(sessionGone);
      if (!current?.activated || !current.admin) return ack(notAdmin);
      await socket.join(rooms.admins());
      ack({ ok: true, data: { room: rooms.admins() } });
    });
  });

  return io;
}

function originAllowed(req: IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  // No Origin: not a browser page (browsers send it on every cross-origin request), so no
  // cross-site request can ride on a cookie this way.
  return origin === undefined || allowed.includes(origin);
}

/** Time left on the token (its `exp`, read after the handshake verified it). */
function msUntilExpiry(token: string): number {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  // setTimeout holds at most 2^31-1 ms.
  return Math.min(Math.max(0, exp * 1000 - Date.now()), 2 ** 31 - 1);
}
