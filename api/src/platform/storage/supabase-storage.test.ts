import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSupabaseDouble, type SupabaseDouble } from '../../../../test/support/doubles/supabase-double.ts';
import { AppError } from '../errors/app-error.ts';
import type { StoragePort } from './storage-port.ts';
import { createSupabaseStorage } from './supabase-storage.ts';

let double: SupabaseDouble;
let storage: StoragePort;
let folder: string;

beforeAll(async () => {
  double = await startSupabaseDouble();
  storage = createSupabaseStorage(double.settings);
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
  folder = `hotels/${randomUUID()}`;
});

const serviceHeaders = { apikey: 'double-service-role-key', authorization: 'Bearer double-service-role-key' };
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('supabase storage adapter', () => {
  it('when an object is put, then it is uploaded with upsert, its content type and the service key', async () => {
    await storage.put('calls', `${folder}/t1.json`, bytes('{"a":1}'), 'application/json');
    const [req] = double.requestsTo('POST', `/storage/v1/object/calls/${folder}/t1.json`);
    expect(req?.headers).toMatchObject({ ...serviceHeaders, 'x-upsert': 'true', 'content-type': 'application/json' });
    expect(req?.body.toString()).toBe('{"a":1}');
    const stored = (await storage.stat('calls', `${folder}/t1.json`))!;
    expect(stored).toMatchObject({
      bucket: 'calls',
      path: `${folder}/t1.json`,
      size: 7,
      contentType: 'application/json',
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
  });

  it('when an object is put twice, then the second replaces the first', async () => {
    await storage.put('calls', `${folder}/r.ogg`, bytes('one'), 'audio/ogg');
    await storage.put('calls', `${folder}/r.ogg`, bytes('second'), 'audio/ogg');
    expect((await storage.stat('calls', `${folder}/r.ogg`))?.size).toBe(6);
    expect((await storage.get('calls', `${folder}/r.ogg`)).toString()).toBe('second');
  });

  it('when an object is read, then its bytes come back; a missing one is not_found although Storage says HTTP 400', async () => {
    await storage.put('knowledge', `${folder}/f.txt`, bytes('hello'), 'text/plain');
    expect((await storage.get('knowledge', `${folder}/f.txt`)).toString()).toBe('hello');
    expect(double.requestsTo('GET', `/storage/v1/object/knowledge/${folder}/f.txt`)[0]?.headers).toMatchObject(
      serviceHeaders,
    );
    const error = await storage.get('knowledge', `${folder}/missing.txt`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('not_found');
  });

  it('when a folder is listed, then only the objects directly under it come back, with size and times', async () => {
    await storage.put('calls', `${folder}/b.json`, bytes('bb'), 'application/json');
    await storage.put('calls', `${folder}/a.json`, bytes('a'), 'application/json');
    await storage.put('calls', `${folder}/sub/deep.json`, bytes('deep'), 'application/json');
    double.requests.length = 0;
    const listed = await storage.list('calls', `${folder}/`);
    expect(listed.map((o) => [o.path, o.size])).toEqual([
      [`${folder}/a.json`, 1],
      [`${folder}/b.json`, 2],
    ]);
    expect(listed[0]?.updatedAt.getTime()).toBeGreaterThan(0);
    const [req] = double.requestsTo('POST', '/storage/v1/object/list/calls');
    expect(req?.json).toEqual({ prefix: folder, limit: 1000, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  });

  it('when a folder holds more than a page, then list walks the pages', async () => {
    const objects = double.storage.buckets.get('calls')!.objects;
    for (let i = 0; i < 1001; i++) {
      const name = `${folder}/${String(i).padStart(4, '0')}.json`;
      const now = new Date().toISOString();
      objects.set(name, {
        id: randomUUID(),
        name,
        body: bytes('x'),
        contentType: 'application/json',
        cacheControl: 'max-age=3600',
        created_at: now,
        updated_at: now,
      });
    }
    expect(await storage.list('calls', folder)).toHaveLength(1001);
    expect(
      double.requestsTo('POST', '/storage/v1/object/list/calls').map((r) => (r.json as { offset: number }).offset),
    ).toEqual([0, 1000]);
  });

  it('when an object is statted, then the parent folder is searched and only the exact name matches', async () => {
    await storage.put('calls', `${folder}/call.json.bak`, bytes('old'), 'application/json');
    double.requests.length = 0;
    expect(await storage.stat('calls', `${folder}/call.json`)).toBeNull();
    expect(double.requestsTo('POST', '/storage/v1/object/list/calls')[0]?.json).toMatchObject({
      prefix: folder,
      search: 'call.json',
    });
    await storage.put('calls', `${folder}/call.json`, bytes('{}'), 'application/json');
    expect(await storage.stat('calls', `${folder}/call.json`)).toMatchObject({ path: `${folder}/call.json`, size: 2 });
  });

  it('when objects are removed, then one DELETE names them all', async () => {
    await storage.put('calls', `${folder}/x`, bytes('x'), 'text/plain');
    await storage.put('calls', `${folder}/y`, bytes('y'), 'text/plain');
    await storage.remove('calls', [`${folder}/x`, `${folder}/y`]);
    const [req] = double.requestsTo('DELETE', '/storage/v1/object/calls');
    expect(req?.headers).toMatchObject(serviceHeaders);
    expect(req?.json).toEqual({ prefixes: [`${folder}/x`, `${folder}/y`] });
    expect(await storage.list('calls', folder)).toEqual([]);
  });

  it('when a signed URL is made, then Storage signs the path and the URL serves the bytes', async () => {
    await storage.put('calls', `${folder}/rec.ogg`, bytes('OggS'), 'audio/ogg');
    const url = await storage.createSignedUrl('calls', `${folder}/rec.ogg`, 60);
    expect(double.requestsTo('POST', `/storage/v1/object/sign/calls/${folder}/rec.ogg`)[0]?.json).toEqual({
      expiresIn: 60,
    });
    expect(url.startsWith(`${double.url}/storage/v1/object/sign/calls/${folder}/rec.ogg?token=`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OggS');
    // Storage's own download option: the file name rides on the signed URL.
    const download = new URL(
      await storage.createSignedUrl('calls', `${folder}/rec.ogg`, 60, { download: 'call-1.ogg' }),
    );
    expect(download.searchParams.get('download')).toBe('call-1.ogg');
  });

  it('when a public URL is asked for, then it points at the public object route', async () => {
    await storage.put('hotel-pictures', `${folder}/front.jpg`, bytes('jpg'), 'image/jpeg');
    const url = storage.publicUrl('hotel-pictures', `${folder}/front.jpg`);
    expect(url).toBe(`${double.url}/storage/v1/object/public/hotel-pictures/${folder}/front.jpg`);
    expect(await (await fetch(url)).text()).toBe('jpg');
  });

  it('when a path is unsafe, then it is refused before any request is made', async () => {
    for (const bad of ['../x', 'a/../../b', '/etc/passwd', 'a//b', 'a\0b', 'a?b', 'a#b', 'a%2e%2e/b']) {
      await expect(storage.put('calls', bad, bytes('x'), 'text/plain')).rejects.toMatchObject({ code: 'bad_request' });
      await expect(storage.get('calls', bad)).rejects.toMatchObject({ code: 'bad_request' });
      await expect(storage.createSignedUrl('calls', bad, 60)).rejects.toMatchObject({ code: 'bad_request' });
      expect(() => storage.publicUrl('calls', bad)).toThrow(AppError);
    }
    await expect(storage.remove('calls', ['ok', '../x'])).rejects.toMatchObject({ code: 'bad_request' });
    await expect(storage.list('calls', '../')).rejects.toMatchObject({ code: 'bad_request' });
    expect(double.requests).toHaveLength(0);
  });
});

describe('supabase settings', () => {
  it('when a key is missing, then the adapter refuses to start and names the env keys', () => {
    expect(() => createSupabaseStorage({ url: 'https://p.supabase.co', anonKey: '', serviceRoleKey: 'k' })).toThrow(
      'SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are required',
    );
  });
});
