import { useSyncExternalStore } from 'react';
import { getSocket } from './socket.ts';

export type SocketState = 'connected' | 'reconnecting' | 'closed';

function subscribe(onChange: () => void): () => void {
  const socket = getSocket();
  socket.on('connect', onChange);
  socket.on('disconnect', onChange);
  socket.on('connect_error', onChange);
  return () => {
    socket.off('connect', onChange);
    socket.off('disconnect', onChange);
    socket.off('connect_error', onChange);
  };
}

function snapshot(): SocketState {
  const socket = getSocket();
  if (socket.connected) return 'connected';
  // Not active: closed on purpose (signed out, or the server ended the session); no retry follows.
  return socket.active ? 'reconnecting' : 'closed';
}

/** The tab's live connection: up, being re-established, or closed for good. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(subscribe, snapshot);
}
