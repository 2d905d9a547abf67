import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import '../../../test/support/provided-context.ts';
import { createPool } from '@hotelvoice/api/platform/db/pool';
import { createLogger } from '@hotelvoice/api/platform/logger';
import { followStorageFeed, type StorageNotification } from './storage-feed.listener.ts';
import { testDatabaseUrl } from '../../../test/support/file-database.ts';

const databaseUrl = testDatabaseUrl();
const pool = createPool(databaseUrl, 12);
const logger = createLogger('test', 'silent');
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(() => pool.end());

/** A storage object row as the storage service writes it; the trigger feeds it to readers. */
const insertObject = (db: { query: typeof pool.query }, name: string) =>
  db.query(
    `insert into storage.objects (bucket_id, name, metadata) values ('calls', $1, '{}')
     on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
    [name],
  );

async function follow(onObjects: (objects: StorageNotification[]) => Promise<void>) {
  const feed = followStorageFeed({ databaseUrl, pool, logger, onObjects });
  await feed.start();
  stops.push(feed.stop);
}

describe('storage feed', () => {
  it('when eight writers commit objects at once, then a reader gets every object exactly once', async () => {
    const folder = `feed-${randomUUID()}`;
    const seen: string[] = [];
    await follow(async (objects) => {
      seen.push(...objects.map((o) => o.name).filter((name) => name.startsWith(folder)));
    });
    const names = Array.from({ length: 400 }, (_, i) => `${folder}/${i}.json`);
    let next = 0;
    const writer = async () => {
      for (let i = next++; i < names.length; i = next++) await insertObject(pool, names[i]!);
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(names.length);
    expect(new Set(seen)).toEqual(new Set(names));
  });

  it('when a writer commits after later writers, then its object is still read', async () => {
    const folder = `feed-${randomUUID()}`;
    const seen: string[] = [];
    await follow(async (objects) => {
      seen.push(...objects.map((o) => o.name).filter((name) => name.startsWith(folder)));
    });
    const slow = await pool.connect();
    try {
      await slow.query('begin');
      await insertObject(slow, `${folder}/slow.json`);
      await insertObject(pool, `${folder}/fast.json`);
      await expect.poll(() => seen).toEqual([`${folder}/fast.json`]);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    await expect.poll(() => seen).toEqual([`${folder}/fast.json`, `${folder}/slow.json`]);
  });

  it('when handing objects over fails, then the same objects are handed over again', async () => {
    const folder = `feed-${randomUUID()}`;
    const seen: string[] = [];
    let failures = 0;
    await follow(async (objects) => {
      const mine = objects.map((o) => o.name).filter((name) => name.startsWith(folder));
      if (mine.length > 0 && failures++ === 0) throw new Error('queue unavailable');
      seen.push(...mine);
    });
    await insertObject(pool, `${folder}/a.json`);
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([`${folder}/a.json`]);
    expect(failures).toBe(2);
  });

  it('when an object was replaced before the reader started, then the reader hands it over at start', async () => {
    const folder = `feed-${randomUUID()}`;
    await insertObject(pool, `${folder}/replaced.json`);
    await insertObject(pool, `${folder}/replaced.json`);
    await insertObject(pool, `${folder}/new.json`);
    const seen: StorageNotification[] = [];
    await follow(async (objects) => {
      seen.push(...objects.filter((o) => o.name.startsWith(folder)));
    });
    expect(seen.map(({ name, op }) => ({ name, op }))).toEqual([{ name: `${folder}/replaced.json`, op: 'update' }]);
  });

  it('when objects land in other buckets, then the feed leaves them out', async () => {
    const name = `feed-${randomUUID()}/notes.txt`;
    await pool.query(`insert into storage.objects (bucket_id, name, metadata) values ('knowledge', $1, '{}')`, [name]);
    const { rowCount } = await pool.query('select 1 from public.storage_object_events where name = $1', [name]);
    expect(rowCount).toBe(0);
  });
});
