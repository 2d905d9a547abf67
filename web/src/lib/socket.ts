import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@hotelvoice/api/contracts';
import { socketReconnection } from '@hotelvoice/api/contracts/constants';
import { refreshSession } from './api-client.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The one Socket.IO connection of the tab, authenticated by the session cookie. An expired access
 * token is refreshed once and the connection retried. Reconnect attempts come at most 1 s apart
 * (see socketReconnection), and at once when the browser is back online or the tab is shown.
 */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    ...socketReconnection,
  });
  created.on('connect_error', async (error) => {
    if (error.message === 'token_expired' && (await refreshSession())) created.connect();
  });
  const reconnectNow = () => {
    if (!created.connected && created.active && document.visibilityState === 'visible') created.connect();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', reconnectNow);
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
