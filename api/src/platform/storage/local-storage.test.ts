import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import '../../../../test/support/provided-context.ts';
import { createPool } from '../db/pool.ts';
import { AppError } from '../errors/app-error.ts';
import { createLocalStorage } from './local-storage.ts';
import { testDatabaseUrl } from '../../../../test/support/file-database.ts';

const pool = createPool(testDatabaseUrl(), 4);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-storage-'));
const storage = createLocalStorage(
  pool,
  path.join(root, 'storage'),
  'local-storage-test-secret',
  'http://localhost:8000',
);
let folder: string;

afterAll(async () => {
  await pool.end();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  folder = `hotels/${randomUUID()}`;
});

const bytes = (text: string) => Buffer.from(text, 'utf8');
const rowsOf = (name: string) =>
  pool.query('select bucket_id, name, metadata from storage.objects where bucket_id = $1 and name = $2', [
    'calls',
    name,
  ]);

describe('local storage', () => {
  it('when an object is put, then its bytes are on disk and one storage.objects row describes it', async () => {
    await storage.put('calls', `${folder}/t.json`, bytes('{"a":1}'), 'application/json');
    expect(await storage.stat('calls', `${folder}/t.json`)).toMatchObject({
      bucket: 'calls',
      path: `${folder}/t.json`,
      size: 7,
      contentType: 'application/json',
    });
    expect(fs.readFileSync(path.join(root, 'storage', 'calls', folder, 't.json'), 'utf8')).toBe('{"a":1}');
    expect((await storage.get('calls', `${folder}/t.json`)).toString()).toBe('{"a":1}');
    const { rows } = await rowsOf(`${folder}/t.json`);
    expect(rows).toEqual([
      {
        bucket_id: 'calls',
        name: `${folder}/t.json`,
        metadata: expect.objectContaining({ size: 7, mimetype: 'application/json' }),
      },
    ]);
  });

  it('when an object is replaced, then the same single row is updated', async () => {
    await storage.put('calls', `${folder}/r.ogg`, bytes('one'), 'audio/ogg');
    const first = (await storage.stat('calls', `${folder}/r.ogg`))!;
    await storage.put('calls', `${folder}/r.ogg`, bytes('second'), 'audio/ogg');
    const second = (await storage.stat('calls', `${folder}/r.ogg`))!;
    const { rows } = await rowsOf(`${folder}/r.ogg`);
    expect(rows).toHaveLength(1);
    expect(rows[0].metadata.size).toBe(6);
    expect(second.createdAt).toEqual(first.createdAt);
    expect(second.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect((await storage.get('calls', `${folder}/r.ogg`)).toString()).toBe('second');
    expect(fs.readdirSync(path.join(root, 'storage', 'calls', folder))).toEqual(['r.ogg']);
  });

  it('when a folder is listed, then only objects directly under it come back', async () => {
    await storage.put('calls', `${folder}/b.json`, bytes('bb'), 'application/json');
    await storage.put('calls', `${folder}/a.json`, bytes('a'), 'application/json');
    await storage.put('calls', `${folder}/sub/deep.json`, bytes('x'), 'application/json');
    await storage.put('calls', `${folder}x/sibling.json`, bytes('x'), 'application/json');
    expect((await storage.list('calls', `${folder}/`)).map((o) => o.path)).toEqual([
      `${folder}/a.json`,
      `${folder}/b.json`,
    ]);
    expect((await storage.list('calls', `${folder}/sub`)).map((o) => o.path)).toEqual([`${folder}/sub/deep.json`]);
    expect(await storage.list('knowledge', folder)).toEqual([]);
  });

  it('when the bucket root is listed, then only top-level objects come back', async () => {
    const name = `root-${randomUUID()}.txt`;
    await storage.put('knowledge', name, bytes('top'), 'text/plain');
    const listed = (await storage.list('knowledge', '')).map((o) => o.path);
    expect(listed).toContain(name);
    expect(listed.every((p) => !p.includes('/'))).toBe(true);
    await storage.remove('knowledge', [name]);
  });

  it('when objects are removed, then the files and rows are gone, and get answers not_found', async () => {
    await storage.put('calls', `${folder}/x.txt`, bytes('x'), 'text/plain');
    await storage.remove('calls', [`${folder}/x.txt`, `${folder}/never-existed.txt`]);
    expect((await rowsOf(`${folder}/x.txt`)).rowCount).toBe(0);
    expect(await storage.stat('calls', `${folder}/x.txt`)).toBeNull();
    await expect(storage.get('calls', `${folder}/x.txt`)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('when an object is inserted or replaced, then the storage feed records it and channel storage_objects wakes', async () => {
    const listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    let wakeUps = 0;
    listener.on('notification', () => wakeUps++);
    await listener.query('listen storage_objects');
    try {
      await storage.put('calls', `${folder}/n.json`, bytes('{}'), 'application/json');
      await storage.put('calls', `${folder}/n.json`, bytes('{ }'), 'application/json');
      await expect.poll(() => wakeUps).toBeGreaterThan(0);
      const { rows } = await pool.query(
        `select bucket_id, name, op from public.storage_object_events where name = $1 order by event_id`,
        [`${folder}/n.json`],
      );
      expect(rows).toEqual([
        { bucket_id: 'calls', name: `${folder}/n.json`, op: 'insert' },
        { bucket_id: 'calls', name: `${folder}/n.json`, op: 'update' },
      ]);
    } finally {
      await listener.end();
    }
  });

  it('when a signed token is checked, then only the same bucket, path and unexpired time pass', async () => {
    const url = await storage.createSignedUrl('calls', `${folder}/s.ogg`, 60);
    const parsed = new URL(url, 'http://localhost');
    const expires = Number(parsed.searchParams.get('expires'));
    const token = parsed.searchParams.get('token')!;
    expect(parsed.pathname).toBe(`/api/storage/v1/object/sign/calls/${folder}/s.ogg`);
    expect(storage.verifySignedToken('calls', `${folder}/s.ogg`, expires, token)).toBe(true);
    expect(storage.verifySignedToken('knowledge', `${folder}/s.ogg`, expires, token)).toBe(false);
    expect(storage.verifySignedToken('calls', `${folder}/other.ogg`, expires, token)).toBe(false);
    expect(storage.verifySignedToken('calls', `${folder}/s.ogg`, expires + 1, token)).toBe(false);
    expect(storage.verifySignedToken('calls', `${folder}/s.ogg`, expires, `${token.slice(1)}A`)).toBe(false);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(storage.verifySignedToken('calls', `${folder}/s.ogg`, past, token)).toBe(false);
  });

  const traversals = [
    '../x',
    'a/../../b',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\b',
    'a\0b',
    'a\nb',
    '',
    'x'.repeat(1025),
  ];

  it.each(traversals.map((p) => [JSON.stringify(p).slice(0, 40), p]))(
    'when the path is %s, then every operation refuses it and nothing is written',
    async (_label, bad) => {
      const refused = async (work: () => unknown) => {
        const error = await Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('bad_request');
      };
      await refused(() => storage.put('calls', bad, bytes('x'), 'text/plain'));
      await refused(() => storage.get('calls', bad));
      await refused(() => storage.stat('calls', bad));
      await refused(() => storage.remove('calls', [bad]));
      await refused(() => storage.createSignedUrl('calls', bad, 60));
      await refused(() => storage.publicUrl('calls', bad));
      await refused(() => storage.open('calls', bad));
      if (bad !== '') await refused(() => storage.list('calls', bad));
      expect(fs.existsSync(path.join(root, 'x'))).toBe(false);
      expect(fs.existsSync(path.join(root, 'storage', 'x'))).toBe(false);
      // Postgres text cannot hold NUL at all, so that one could never have reached a row.
      if (!bad.includes('\0')) {
        const { rowCount } = await pool.query('select 1 from storage.objects where name = $1', [bad]);
        expect(rowCount).toBe(0);
      }
    },
  );
});
