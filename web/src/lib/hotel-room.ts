import { useEffect, useRef } from 'react';
import { getSocket } from './socket.ts';

// Pages that need the same hotel's room share one membership; the last one out leaves it.
const members = new Map<string, number>();

/**
 * Keeps the tab's socket in the hotel's room while mounted. The room is (re)joined on every
 * connect, and `onJoined` runs after each successful join so a page can fetch what it missed while
 * disconnected; joining before catching up means no event falls between the two.
 */
export function useHotelRoom(hotelId: string | null | undefined, onJoined?: () => void): void {
  const onJoinedRef = useRef(onJoined);
  useEffect(() => {
    onJoinedRef.current = onJoined;
  });

  useEffect(() => {
    if (!hotelId) return;
    const socket = getSocket();
    members.set(hotelId, (members.get(hotelId) ?? 0) + 1);
    const join = () => {
      socket.emit('hotel:join', hotelId, (result) => {
        if (!result.ok) {
          console.error('Could not join the hotel room', result.error);
          return;
        }
        onJoinedRef.current?.();
      });
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      const left = (members.get(hotelId) ?? 1) - 1;
      if (left > 0) {
        members.set(hotelId, left);
        return;
      }
      members.delete(hotelId);
      if (socket.connected) socket.emit('hotel:leave', hotelId, () => undefined);
    };
  }, [hotelId]);
}
