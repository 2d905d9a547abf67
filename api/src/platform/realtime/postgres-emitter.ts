import { encode } from '@msgpack/msgpack';
import type { Pool } from '../db/pool.ts';
import { createMicroBatch } from '../micro-batch.ts';

/** Above this, NOTIFY payloads go through the attachments table (Postgres caps NOTIFY at 8000 bytes). */
const payloadThreshold = 7000;
const emitterUid = 'emitter';
const broadcast = 3; // socket.io-adapter's MessageType.BROADCAST
const eventPacket = 2; // socket.io-parser's PacketType.EVENT

/**
 * Broadcasts to a room through @socket.io/postgres-adapter. The published @socket.io/postgres-emitter
 * (0.1.x) leaves `nsp` out of its messages, and adapter 0.5 routes by `nsp`, so its events are
 * dropped silently; this writes the adapter's own message shape instead.
 *
 * Postgres runs every committing transaction that NOTIFYs single file through one cluster-wide
 * lock, so events emitted together go out in one statement (one commit) rather than one each.
 */
export function createPostgresRoomEmitter(pool: Pool, channelPrefix: string, nsp = '/') {
  const channel = `${channelPrefix}#${nsp}`;
  const notifyMany = createMicroBatch(async (payloads: string[]) => {
    await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]);
    return payloads.map(() => undefined);
  });
  return async (room: string, event: string, args: unknown[]): Promise<void> => {
    const message = {
      uid: emitterUid,
      nsp,
      type: broadcast,
      data: {
        packet: { type: eventPacket, data: [event, ...args], nsp },
        opts: { rooms: [room], except: [], flags: {} },
      },
    };
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) <= payloadThreshold) return notifyMany(payload);
    const { rows } = await pool.query<{ id: string }>(
      'insert into public.socket_io_attachments (payload) values ($1) returning id',
      [Buffer.from(encode(message))],
    );
    await pool.query('select pg_notify($1, $2)', [
      channel,
      JSON.stringify({ uid: emitterUid, nsp, type: broadcast, attachmentId: rows[0]!.id }),
    ]);
  };
}
