import { useSyncExternalStore } from 'react';
import { getSocket } from './socket.ts';

export type SocketState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** Whether this tab's socket was ever up: down before that is 'connecting', after it 'reconnecting'. */
let everConnected = false;

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
  // A server render (web/src/dashboard-server.tsx) has no socket: a page's first render in the
  // browser is before its socket has connected.
  if (typeof window === 'undefined') return 'connecting';
  const socket = getSocket();
  if (socket.connected) {
    everConnected = true;
    return 'connected';
  }
  // Not active: closed on purpose (signed out, or the server ended the session); no retry follows.
  if (!socket.active) return 'closed';
  return everConnected ? 'reconnecting' : 'connecting';
}

/** The tab's live connection: coming up, up, being re-established, or closed for good. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(subscribe, snapshot);
}
