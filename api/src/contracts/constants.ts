/**
 * Plain values the web shares with the server, without zod or any other import: the web imports
 * this module on its own (`@hotelvoice/api/contracts/constants`), so it adds only these bytes.
 */

/**
 * How a Socket.IO client retries after losing its connection: soon and at most 1 s apart. The
 * library's default (1 s growing to 5 s) kept a restarted server's first calls off an open page for
 * up to 5 s after it was back (docs/benchmarks.md, "reconnect"; decision 013).
 */
export const socketReconnection = {
  reconnectionDelay: 250,
  reconnectionDelayMax: 1000,
} as const;
