import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { StylesheetTextContext } from './inline-stylesheet.tsx';
import { NonceContext } from './nonce.ts';
import { parkModuleScriptsStream } from './scripts-after-paint.server.ts';
import stylesheetUrl from '../index.css?url';

/** The built stylesheet's text, read once from the client build beside this server build. */
let stylesheetText: Promise<string> | undefined;
const readStylesheet = () =>
  (stylesheetText ??= import.meta.env.DEV
    ? Promise.resolve('')
    : readFile(new URL(`../client${stylesheetUrl}`, import.meta.url), 'utf8'));

/** A render still streaming after this long is aborted (what is pending renders its fallback). */
export const streamTimeout = 5_000;

/**
 * Renders a page on the server (decision 082): streamed once its shell is ready, or whole for bots,
 * with the response's CSP nonce on every script React writes; the page's modules load after its
 * first paint (decision 100).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { nonce } = loadContext;
  const css = await readStylesheet();
  const userAgent = request.headers.get('user-agent');
  const ready: keyof RenderToPipeableStreamOptions = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StylesheetTextContext value={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext>
      </NonceContext>,
      {
        nonce,
        [ready]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          const page = body.pipe(parkModuleScriptsStream());
          resolve(new Response(createReadableStreamFromReadable(page), { headers, status: responseStatus }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          // Errors before the shell reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
