import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@hotelvoice/api/contracts';
import { refreshSession } from './api-client.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The one Socket.IO connection of the tab, authenticated by the session cookie. An expired access
 * token is refreshed once and the connection retried.
 */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  created.on('connect_error', async (error) => {
    if (error.message === 'token_expired' && (await refreshSession())) created.connect();
  });
  // The server drops a socket whose token expired or whose access changed: with a session still
  // alive, reconnect (the rooms are joined again and checked again).
  created.on('disconnect', async (reason) => {
    if (reason === 'io server disconnect' && (await refreshSession())) created.connect();
  });
  socket = created;
  return created;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}
