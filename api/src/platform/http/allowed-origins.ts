const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the product's own pages are served from: PUBLIC_URL's, and when that is a loopback
 * address (a local run, `npm run dev` included, where Vite serves the pages on that port) the same
 * port under the other loopback names, since a browser may open any of them.
 */
export function allowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!loopbackHosts.includes(url.hostname)) return [url.origin];
  return loopbackHosts.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
