import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Emitter as RedisEmitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { ServerToClientEvents } from '../../contracts/socket-events.ts';
import type { Pool } from '../db/pool.ts';
import { closeRedis, redisConnection } from '../queues/backend.ts';
import { createPostgresRoomEmitter } from './postgres-emitter.ts';

export type RealtimeBackend =
  { kind: 'redis'; redisUrl: string; channelPrefix: string } | { kind: 'postgres'; pool: Pool; channelPrefix: string };

/** Lets every api process broadcast to sockets held by the others (Redis pub/sub or Postgres NOTIFY). */
export function attachAdapter(io: Server, backend: RealtimeBackend): () => Promise<void> {
  if (backend.kind === 'redis') {
    const pub = redisConnection(backend.redisUrl);
    const sub = pub.duplicate();
    sub.on('error', () => undefined);
    io.adapter(createRedisAdapter(pub, sub, { key: backend.channelPrefix }));
    return async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    };
  }
  io.adapter(
    createPostgresAdapter(backend.pool, { channelPrefix: backend.channelPrefix, errorHandler: () => undefined }),
  );
  return async () => undefined;
}

/**
 * The one way code publishes a live event to a room, in the api (through its Socket.IO server) and
 * in the worker (through the adapter's emitter): services receive this, never the server itself.
 */
export type Publish = <E extends keyof ServerToClientEvents>(
  room: string,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) => void;

export interface RealtimeEmitter {
  toRoom: Publish;
  close(): Promise<void>;
}

/** For processes without a Socket.IO server (the worker): publishes to the api processes' rooms. */
export function createEmitter(backend: RealtimeBackend): RealtimeEmitter {
  if (backend.kind === 'redis') {
    const client: Redis = redisConnection(backend.redisUrl);
    const emitter = new RedisEmitter<ServerToClientEvents>(client, { key: backend.channelPrefix });
    return {
      toRoom: (room, event, ...args) => void emitter.to(room).emit(event, ...args),
      close: () => closeRedis(client),
    };
  }
  const emit = createPostgresRoomEmitter(backend.pool, backend.channelPrefix);
  return {
    toRoom: (room, event, ...args) => void emit(room, event, args).catch(() => undefined),
    close: async () => undefined,
  };
}
