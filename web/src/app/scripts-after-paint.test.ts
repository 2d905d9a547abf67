import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { parkedScriptType, parkModuleScripts } from './scripts-after-paint.ts';
import { parkModuleScriptsStream } from './scripts-after-paint.server.ts';

// What React Router 7's <Scripts nonce> writes at the end of the body.
const scripts =
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0n"/>' +
  '<script nonce="n0n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0n" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>';

describe('the page modules parked until the first paint', () => {
  it('drops the preload links and parks the module script with its nonce, leaving the rest as it was', () => {
    expect(parkModuleScripts(`<main>Hi</main>${scripts}`)).toBe(
      '<main>Hi</main><script nonce="n0n">window.__reactRouterContext = {};</script>' +
        `<script nonce="n0n" type="${parkedScriptType}">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>`,
    );
  });

  it('leaves text that only looks like a preload link alone', () => {
    const page = '<p>&lt;link rel="modulepreload"&gt; is what React Router writes</p>';
    expect(parkModuleScripts(page)).toBe(page);
  });

  it('gives the same page whatever the byte boundaries, even inside a tag or a character', async () => {
    const page = `<!DOCTYPE html><html><body><main>Zimmer für zwei · 298 €</main>${scripts}</body></html>`;
    const whole = parkModuleScripts(page);
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 50, 120, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(parkModuleScriptsStream()));
      expect(out, `chunks of ${size}`).toBe(whole);
    }
  });
});
