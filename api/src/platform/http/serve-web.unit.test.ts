import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { writeReadableStreamToWritable } from '@react-router/node';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWeb } from './serve-web.ts';

/** A page of this many bytes, written the way React Router's express handler writes a page. */
const pageBytes = 400 * 1024;
const page = Buffer.from(
  Array.from({ length: pageBytes }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''),
);

function appServingOnePage() {
  const app = express();
  serveWeb(
    app,
    {
      handle: (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        const chunks = Array.from({ length: pageBytes / 4096 }, (_, i) => page.subarray(i * 4096, (i + 1) * 4096));
        void writeReadableStreamToWritable(Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>, res);
      },
    },
    'http://localhost',
    () => ({}) as never,
  );
  return app;
}

/** Asks for the page in Brotli and reads nothing for a while, as a phone on a slow network does. */
function fetchSlowly(port: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, path: '/dashboard/call-logs', headers: { 'accept-encoding': 'br' } }, (res) => {
      res.pause();
      const body: Buffer[] = [];
      setTimeout(() => {
        res.on('data', (chunk: Buffer) => body.push(chunk));
        res.on('end', () => resolve(zlib.brotliDecompressSync(Buffer.concat(body))));
        res.resume();
      }, 300);
    });
    req.on('error', reject);
  });
}

describe('pages served compressed', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  let server: http.Server | undefined;

  afterEach(() => {
    process.off('warning', onWarning);
    server?.close();
  });

  it('when a reader is slow, then the whole page arrives and the renderer leaves no listener behind', async () => {
    process.on('warning', onWarning);
    server = appServingOnePage().listen(0);
    const { port } = server.address() as AddressInfo;
    // The reader waits, so the compressed bytes back up and the compressor stops taking more.
    const pages = await Promise.all([fetchSlowly(port), fetchSlowly(port)]);
    for (const body of pages) expect(body.equals(page)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
