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
  // A server render has no socket: the page it draws, and its hydration, are before it connects.
  return useSyncExternalStore(subscribe, snapshot, () => 'connecting');
}
