import { act } from '@testing-library/react';
import type { ClientToServerEvents, ServerToClientEvents } from '@hotelvoice/api/contracts';

/**
 * A stand-in for the tab's Socket.IO connection (web/src/lib/socket.ts), for the transport only:
 * no server, no network. It is connected from the start, answers every room join with success (as
 * the api does for a member of the hotel), and lets a test play the server: `serverSends` delivers
 * an event to every listener the app registered, as the real socket would.
 *
 * setup.ts puts it in place of lib/socket.ts for every component test.
 */

type Listener = (...args: unknown[]) => void;

interface Sent {
  event: keyof ClientToServerEvents;
  args: unknown[];
}

class FakeSocket {
  connected = true;
  active = true;
  readonly sent: Sent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** What the app sends; a join or leave is acknowledged at once, as a member's is. */
  emit(event: keyof ClientToServerEvents, ...args: unknown[]): this {
    this.sent.push({ event, args });
    const ack = args.at(-1);
    if (typeof ack === 'function') {
      const data = event === 'admin:join' ? { room: 'admins' } : { hotelId: args[0] };
      (ack as Listener)({ ok: true, data });
    }
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }

  deliver(event: string, args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  reset(): void {
    this.connected = true;
    this.active = true;
    this.sent.length = 0;
    this.listeners.clear();
  }
}

export const fakeSocket = new FakeSocket();

/** The module lib/socket.ts exports, served by the stand-in. */
export const socketModule = {
  getSocket: () => fakeSocket,
  closeSocket: () => void fakeSocket.disconnect(),
};

/** Plays the server: sends `event` to the page, inside act() so React renders what it caused. */
export function serverSends<E extends keyof ServerToClientEvents>(
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): void {
  act(() => fakeSocket.deliver(event, args));
}

/** The connection dropped and came back: the page rejoins its rooms and catches up. */
export function socketReconnects(): void {
  act(() => {
    fakeSocket.connected = false;
    fakeSocket.deliver('disconnect', ['transport close']);
    fakeSocket.connected = true;
    fakeSocket.deliver('connect', []);
  });
}

/** The rooms the page joined (`hotel:join`), in order. */
export const joinedHotelRooms = () =>
  fakeSocket.sent.filter((sent) => sent.event === 'hotel:join').map((sent) => sent.args[0] as string);
