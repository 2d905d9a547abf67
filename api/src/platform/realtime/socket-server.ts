import type { Server as HttpServer } from 'node:http';
import { parse } from 'cookie';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { AuthPort } from '../auth/auth-port.ts';
import type { Db } from '../db/pool.ts';
import { AppError } from '../errors/app-error.ts';
import { cookieNames } from '../http/cookies.ts';
import { resolveIdentity, type Identity } from '../http/identity.ts';
import { canAccessHotel } from '../http/guards.ts';

export type AppSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { identity: Identity }
>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { identity: Identity }>;

const forbidden = {
  ok: false as const,
  error: { code: 'forbidden', message: 'You do not have access to this hotel.' },
};

/**
 * Socket.IO on the api's http server. The handshake is authenticated from the session cookie, so a
 * socket never exists without a verified, activated identity; every room join is authorized.
 */
export function createSocketServer(httpServer: HttpServer, auth: AuthPort, db: Db): AppSocketServer {
  const io: AppSocketServer = new Server(httpServer, { serveClient: false, path: '/socket.io' });

  io.use(async (socket, next) => {
    const token = parse(socket.handshake.headers.cookie ?? '')[cookieNames.access];
    if (!token) return next(new Error('unauthenticated'));
    try {
      const identity = await resolveIdentity(auth, db, token);
      if (!identity.activated) return next(new Error('forbidden'));
      socket.data.identity = identity;
      next();
    } catch (error) {
      const reason = error instanceof AppError && (error.details as { reason?: string })?.reason;
      next(new Error(reason === 'token_expired' ? 'token_expired' : 'unauthenticated'));
    }
  });

  io.on('connection', (socket: AppSocket) => {
    const identity = socket.data.identity;
    void socket.join(rooms.user(identity.userId));

    socket.on('hotel:join', async (hotelId, ack) => {
      if (typeof ack !== 'function') return;
      if (typeof hotelId !== 'string' || !(await canAccessHotel(db, identity, hotelId).catch(() => false))) {
        return ack(forbidden);
      }
      await socket.join(rooms.hotel(hotelId));
      ack({ ok: true, data: { hotelId } });
    });

    socket.on('hotel:leave', async (hotelId, ack) => {
      if (typeof ack !== 'function') return;
      if (typeof hotelId !== 'string') return ack(forbidden);
      await socket.leave(rooms.hotel(hotelId));
      ack({ ok: true, data: { hotelId } });
    });

    socket.on('admin:join', async (ack) => {
      if (typeof ack !== 'function') return;
      if (!identity.admin)
        return ack({ ok: false, error: { code: 'forbidden', message: 'You do not have admin privileges' } });
      await socket.join(rooms.admins());
      ack({ ok: true, data: { room: rooms.admins() } });
    });
  });

  return io;
}
