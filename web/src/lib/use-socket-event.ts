import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@hotelvoice/api/contracts';
import { getSocket } from './socket.ts';

type Listener = (...args: unknown[]) => void;

/**
 * Calls `handler` for every `event` the server sends while mounted. The latest handler is called,
 * so callers need not memoise it, and re-rendering never drops or doubles the listener.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    // socket.io's listener type is conditional on the event name, which a generic E cannot name;
    // the signature above keeps every caller typed.
    const socket = getSocket() as unknown as { on(e: string, l: Listener): void; off(e: string, l: Listener): void };
    const listener: Listener = (...args) => (handlerRef.current as Listener)(...args);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [event]);
}
