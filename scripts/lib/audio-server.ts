import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the local audio server answers one path: the file, or a fault a provider's CDN can have. */
export type AudioRoute =
  | { kind: 'file'; body: Buffer; contentType: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'redirect'; location: string }
  | { kind: 'endless' };

/**
 * A small HTTP server that stands in for a provider's recording storage (Retell's CDN, Vapi's
 * storage): the simulator serves its recordings from it, the tests their faults. It counts the
 * requests per path.
 */
export async function startAudioServer(host = '127.0.0.1') {
  const routes = new Map<string, AudioRoute>();
  const hits = new Map<string, number>();
  const open = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) return void res.writeHead(404).end();
    if (route.kind === 'file') {
      res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
      return void res.end(route.body);
    }
    if (route.kind === 'status') return void res.writeHead(route.status).end();
    if (route.kind === 'redirect') return void res.writeHead(302, { location: route.location }).end();
    if (route.kind === 'endless') {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      const chunk = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      pump();
      return;
    }
    // hang: headers never come
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://${host}:${port}${path}`,
    host,
    port,
    route: (path: string, route: AudioRoute) => routes.set(path, route),
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type AudioServer = Awaited<ReturnType<typeof startAudioServer>>;
