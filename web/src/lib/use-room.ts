import { useEffect } from 'react';
import { getSocket, type AppSocket } from './socket.ts';
import { useStableCallback } from './use-stable-callback.ts';

type JoinResult = { ok: true } | { ok: false; error: unknown };

const join = {
  hotel: (socket: AppSocket, hotelId: string, done: (result: JoinResult) => void) =>
    socket.emit('hotel:join', hotelId, done),
  admins: (socket: AppSocket, _id: string, done: (result: JoinResult) => void) => socket.emit('admin:join', done),
};

// Pages that need the same room share one membership; the last one out leaves it.
const members = new Map<string, number>();

/**
 * Keeps the tab's socket in a room while mounted: a hotel's (`id` is the hotel id; nothing happens
 * while it is empty) or the admins' (`id` is ignored). The room is (re)joined on every connect, and
 * `onJoined` runs after each successful join so a page can fetch what it missed while disconnected;
 * joining before catching up means no event falls between the two. The admins' room is never left:
 * an admin tab staying in it costs nothing.
 */
export function useRoom(kind: 'hotel' | 'admins', id: string | null, onJoined?: () => void): void {
  const joined = useStableCallback(() => onJoined?.());

  const roomId = kind === 'admins' ? '' : id;
  useEffect(() => {
    if (roomId === null || (kind === 'hotel' && !roomId)) return;
    const key = `${kind}:${roomId}`;
    const socket = getSocket();
    members.set(key, (members.get(key) ?? 0) + 1);
    const enter = () =>
      join[kind](socket, roomId, (result) => {
        if (!result.ok) {
          console.error(`Could not join the ${kind} room`, result.error);
          return;
        }
        joined();
      });
    if (socket.connected) enter();
    socket.on('connect', enter);
    return () => {
      socket.off('connect', enter);
      const left = (members.get(key) ?? 1) - 1;
      if (left > 0) {
        members.set(key, left);
        return;
      }
      members.delete(key);
      if (kind === 'hotel' && socket.connected) socket.emit('hotel:leave', roomId, () => undefined);
    };
  }, [kind, roomId, joined]);
}
