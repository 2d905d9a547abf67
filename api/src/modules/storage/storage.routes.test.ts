import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { callObjectPaths } from '../../contracts/call-objects.ts';

let app: TestApp;
const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const local = () => app.deps.localStorage!;

async function storedRecording() {
  const objectPath = callObjectPaths(randomUUID(), 'call').recording;
  await local().put('calls', objectPath, body, 'audio/ogg');
  return { objectPath, url: await local().createSignedUrl('calls', objectPath, 60) };
}

describe('local storage routes: signed URLs', () => {
  it('when a signed URL is fetched, then the whole object comes back with its type and length', async () => {
    const { url } = await storedRecording();
    const res = await request(app.app).get(url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(res.body as Buffer, body)).toBe(0);
  });

  it('when the URL has expired, then it answers 403', async () => {
    const objectPath = callObjectPaths(randomUUID(), 'short').recording;
    await local().put('calls', objectPath, body, 'audio/ogg');
    const url = await local().createSignedUrl('calls', objectPath, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    const res = await request(app.app).get(url);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('when the token, the expiry or the path was altered, then it answers 403', async () => {
    const { url } = await storedRecording();
    const parsed = new URL(url, 'http://x');
    const token = parsed.searchParams.get('token')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const variants = [
      `${parsed.pathname}?expires=${expires}&token=${flipped}`,
      `${parsed.pathname}?expires=${expires + 3600}&token=${token}`,
      `${parsed.pathname.replace('call.ogg', 'other.ogg')}?expires=${expires}&token=${token}`,
      `${parsed.pathname.replace('/calls/', '/knowledge/')}?expires=${expires}&token=${token}`,
      `${parsed.pathname}?expires=${expires}`,
      `${parsed.pathname}?expires=soon&token=${token}`,
    ];
    for (const variant of variants) expect((await request(app.app).get(variant)).status).toBe(403);
  });

  it('when a range is asked for, then 206 carries exactly those bytes and a Content-Range', async () => {
    const { url } = await storedRecording();
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, 999],
      ['bytes=-50', 950, 999],
      ['bytes=990-5000', 990, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await request(app.app).get(url).set('Range', range).buffer(true);
      expect(res.status, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(Buffer.compare(res.body as Buffer, body.subarray(start, end + 1))).toBe(0);
    }
  });

  it('when the range cannot be satisfied, then 416 names the object size', async () => {
    const { url } = await storedRecording();
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await request(app.app).get(url).set('Range', range);
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
    }
  });

  it('when the signed object no longer exists, then it answers 404', async () => {
    const { objectPath, url } = await storedRecording();
    await local().remove('calls', [objectPath]);
    expect((await request(app.app).get(url)).status).toBe(404);
  });
});

describe('local storage routes: public bucket', () => {
  it('when a hotel picture is fetched, then it is served without a token', async () => {
    const objectPath = `hotels/${randomUUID()}/front.jpg`;
    await local().put('hotel-pictures', objectPath, Buffer.from('jpeg-bytes'), 'image/jpeg');
    const url = new URL(local().publicUrl('hotel-pictures', objectPath));
    const res = await request(app.app).get(url.pathname).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.body.toString()).toBe('jpeg-bytes');
  });

  it('when a private bucket is asked for through the public route, then it is refused', async () => {
    const { objectPath } = await storedRecording();
    const res = await request(app.app).get(`/api/storage/v1/object/public/calls/${objectPath}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('when the URL tries to climb out of the bucket, then it is refused and nothing leaks', async () => {
    const { objectPath } = await storedRecording();
    const base = '/api/storage/v1/object/public';
    const attempts: [string, number][] = [
      [`${base}/hotel-pictures/%2e%2e/calls/${objectPath}`, 400],
      [`${base}/hotel-pictures/a/%2E%2E/%2E%2E/calls/${objectPath}`, 400],
      [`${base}/hotel-pictures/..%2Fcalls%2F${objectPath.replaceAll('/', '%2F')}`, 400],
      [`${base}/hotel-pictures/a%5C..%5Cb`, 400],
      [`${base}/hotel-pictures/a%00b`, 400],
      [`${base}/hotel-pictures/a%0Ab`, 400],
      [`${base}/hotel-pictures//etc/passwd`, 400],
      [`${base}/nope/x.jpg`, 404],
    ];
    for (const [attempt, status] of attempts) {
      const res = await request(app.app).get(attempt);
      expect(res.status, attempt).toBe(status);
      expect(res.headers['content-type'], attempt).toMatch(/json/);
    }
  });
});
