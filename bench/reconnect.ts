import { io as connect, type ManagerOptions, type Socket } from 'socket.io-client';
import type { CallLogListItem } from '../api/src/contracts/call-logs.ts';
import { socketReconnection } from '../api/src/contracts/constants.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from '../scripts/lib/call-fixtures.ts';
import { freePort } from '../test/support/free-port.ts';
import { startService } from '../test/support/service-process.ts';
import { benchApiEnv, benchPrefix, createBenchHotel, startApi, startWorker, type BenchEnv } from './harness.ts';
import { storageOf } from './pipeline.ts';
import { summary } from './stats.ts';
import { callObjectPaths } from '../api/src/contracts/call-objects.ts';

/** The supervisor's wait before the first restart of a child (scripts/lib/supervise.ts). */
const supervisorFirstWaitMs = 500;

function spawnApi(env: BenchEnv, prefix: string, port: number) {
  return startService('api/src/index.ts', benchApiEnv(env, prefix, port), { output: 'ignore' });
}

/**
 * A client that (re)joins the hotel's room on every connect, as the web's useHotelRoom does, and
 * calls `onJoined` after each join (where the page catches up on what it missed).
 */
function liveClient(baseUrl: string, cookie: string, hotelId: string, options: Partial<ManagerOptions>) {
  const socket: Socket = connect(baseUrl, { transports: ['websocket'], extraHeaders: { cookie }, ...options });
  let joins = 0;
  let onJoined = () => {};
  socket.on('connect', () =>
    socket.emit('hotel:join', hotelId, (ack: { ok: boolean }) => {
      if (!ack.ok) return;
      joins++;
      onJoined();
    }),
  );
  return { socket, joins: () => joins, afterJoin: (run: () => void) => (onJoined = run) };
}

const waitFor = async (done: () => boolean, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * An api process killed (SIGKILL) and started again as `npm start`'s supervisor does, while a
 * dashboard's socket is open: the time from the new api being ready until a call written right
 * away reaches that socket. The socket must notice, reconnect and rejoin first. Measured with the web's
 * reconnection settings and with Socket.IO's defaults, side by side.
 */
export async function benchReconnect(env: BenchEnv, rounds = 12): Promise<string[]> {
  const prefix = benchPrefix();
  const setup = await startApi(env, 'redis', prefix);
  const cookie = setup.cookie;
  await setup.close();
  const hotelId = await createBenchHotel(env.pool, 'Reconnect redis');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const worker = await startWorker(env, 'redis', prefix);
  let api = await spawnApi(env, prefix, port);
  const storage = storageOf(env);
  const call = loadScriptedCalls()[0]!;
  const lines: string[] = [];
  let sequence = 0;
  try {
    for (const [label, options] of [
      ['web settings (0.25 s growing to 1 s)', socketReconnection],
      ['Socket.IO defaults (1 s growing to 5 s)', {}],
    ] as const) {
      const waits: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const client = liveClient(baseUrl, cookie, hotelId, options);
        await waitFor(() => client.joins() === 1);
        const callId = scriptedCallId('rc', call.room, new Date(Date.UTC(2025, 0, 1, 0, 0, sequence++)));
        // The page shows the call at its event, or at the catch-up after a rejoin if the event
        // went out before the socket was back in the room.
        const arrived = new Promise<number>((resolve) => {
          client.socket.on('call:upserted', (c: CallLogListItem) => c.callId === callId && resolve(performance.now()));
          client.afterJoin(() => {
            void env.pool
              .query('select 1 from public.call_logs where call_id = $1', [callId])
              .then((r) => r.rowCount && resolve(performance.now()));
          });
        });
        await api.kill('SIGKILL');
        await new Promise((r) => setTimeout(r, supervisorFirstWaitMs));
        api = await spawnApi(env, prefix, port);
        const restarted = performance.now();
        // The call is written as soon as the api is back.
        await storage.put('calls', callObjectPaths(hotelId, callId).transcript, transcriptOf(call), 'application/json');
        waits.push((await arrived) - restarted);
        client.socket.close();
      }
      const s = summary(waits.map((ms) => ms / 1000));
      lines.push(
        `| first call on an open page after an api restart, ${label} | p50 ${s.p50.toFixed(2)} s · max ${(Math.max(...waits) / 1000).toFixed(2)} s | ${rounds} restarts, from the new api's ready to the call on the page |`,
      );
      console.log(lines.at(-1));
    }
  } finally {
    await api.stop();
    await worker.stop();
  }
  return lines;
}
