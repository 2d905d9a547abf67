import { rooms } from '../../contracts/rooms.ts';
import type { EndedSessions } from '../auth/session-events.ts';
import type { AppSocketServer } from './socket-server.ts';

/**
 * Ended sessions lose their sockets in every api process (the adapter carries the disconnect).
 * When every session of the user ended, their open tabs are told first (`session:revoked`, so the
 * page signs out) — the event goes out before the disconnect on the same channel. The page that
 * made the change (`changedBy`: a password change, which gives it a new session) is left alone.
 */
export function dropSocketsOfSessions(io: AppSocketServer, ended: EndedSessions): void {
  if (ended.sessionId) {
    io.in(rooms.session(ended.sessionId)).disconnectSockets();
    return;
  }
  const except = ended.changedBy ? [rooms.session(ended.changedBy)] : [];
  io.to(rooms.user(ended.userId)).except(except).emit('session:revoked');
  io.in(rooms.user(ended.userId)).except(except).disconnectSockets();
}

/**
 * The user may see less than before (unlinked from a hotel): their sockets are dropped, the pages
 * reconnect and join again, and each join is checked against what the account may see now.
 */
export function dropSocketsOfUser(io: AppSocketServer, userId: string): void {
  io.in(rooms.user(userId)).disconnectSockets();
}
