import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/support/free-port.ts';
import { spawnService, type SpawnedWorker } from '../../../../test/support/private-services.ts';
import '../../../../test/support/provided-context.ts';
import { testDatabaseUrl } from '../../../../test/support/file-database.ts';

const flood = { requests: 16, bytes: 50 * 1024 * 1024 };
/** Generous: the unfixed api grew by about 750 MB under this flood and kept most of it. */
const ceilingBytes = 150 * 1024 * 1024;

let api: SpawnedWorker;
let port: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-flood-'));
  port = await freePort();
  api = await spawnService('api/src/index.ts', {
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUEUE_BACKEND: 'redis',
    QUEUE_PREFIX: `t${randomUUID().slice(0, 8)}`,
    INGEST_HMAC_SECRET: 'flood-test-secret-0123456789abcdef',
  });
});
afterAll(async () => {
  await api?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const residentBytes = () => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${api.child.pid}/status`, 'utf8'))![1]!;
  return Number(kb) * 1024;
};

/** One forged upload: a fresh, well-formed signature header whose digest is random. */
function forgedUpload(body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/ingest/calls',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': body.length,
        'x-hotelvoice-signature': `t=${Math.floor(Date.now() / 1000)},v1=${randomBytes(32).toString('hex')}`,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    // A refused upload may see its connection closed while it is still sending.
    req.on('error', () => resolve('closed'));
    req.end(body);
  });
}

describe('ingest under a flood of forged uploads', () => {
  it('when 16 anonymous 50 MB uploads with forged signatures arrive at once, then none is taken and memory stays near idle', async () => {
    const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="recording"; filename="r.ogg"\r\n\r\nOggS');
    const tail = Buffer.from('\r\n--x--\r\n');
    const body = Buffer.concat([head, Buffer.alloc(flood.bytes - head.length - tail.length - 1024, 1), tail]);
    await forgedUpload(Buffer.from('warm-up'));
    const idle = residentBytes();

    const outcomes = await Promise.all(Array.from({ length: flood.requests }, () => forgedUpload(body)));

    const grown = residentBytes() - idle;
    expect(grown, `grew by ${Math.round(grown / 1024 / 1024)} MB`).toBeLessThan(ceilingBytes);
    expect(outcomes.filter((o) => o.startsWith('2'))).toEqual([]);
    expect(outcomes.filter((o) => o === '401').length).toBeGreaterThan(0);
  }, 120_000);
});
