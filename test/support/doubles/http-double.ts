import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the double received it, for tests to assert on. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON when it was JSON, else undefined. */
  json: unknown;
}

export interface DoubleResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type DoubleHandler = (req: RecordedRequest) => DoubleResponse | Promise<DoubleResponse>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): DoubleResponse {
  return { status, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(req.url ?? '/', 'http://double');
  let parsed: unknown;
  if (String(req.headers['content-type'] ?? '').startsWith('application/json') && body.length > 0) {
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = undefined; // an uploaded .json file that is not JSON: the raw body is still there
    }
  }
  return {
    method: req.method ?? 'GET',
    path: decodeURIComponent(url.pathname),
    query: url.searchParams,
    headers: req.headers,
    body,
    json: parsed,
  };
}

function send(res: ServerResponse, out: DoubleResponse) {
  res.writeHead(out.status, out.headers);
  res.end(out.body === undefined ? undefined : (out.body as string | Buffer));
}

/** A node:http server on a free local port that records every request before answering it. */
export async function startHttpDouble(handler: DoubleHandler) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    record(req)
      .then(async (recorded) => {
        requests.push(recorded);
        send(res, await handler(recorded));
      })
      .catch((error: unknown) => send(res, json(500, { message: String(error) })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
