import { useEffect, useRef } from 'react';
import { getSocket } from './socket.ts';

/**
 * Keeps the tab's socket in the admins' room while mounted, (re)joining on every connect; after each
 * join `onJoined` runs so a page can reload what it may have missed while disconnected. There is no
 * leave: an admin tab staying in the room costs nothing.
 */
export function useAdminRoom(onJoined?: () => void): void {
  const onJoinedRef = useRef(onJoined);
  useEffect(() => {
    onJoinedRef.current = onJoined;
  });

  useEffect(() => {
    const socket = getSocket();
    const join = () => {
      socket.emit('admin:join', (result) => {
        if (!result.ok) {
          console.error('Could not join the admin room', result.error);
          return;
        }
        onJoinedRef.current?.();
      });
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, []);
}
