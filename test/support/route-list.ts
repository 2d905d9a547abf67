import type { Express } from 'express';

/** One endpoint of the running app: a route (GET, POST, …) or a path-mounted handler (USE). */
export interface ListedRoute {
  method: string;
  /** Mount paths joined with the route's path-to-regexp pattern, or a RegExp route as `String(regexp)`. */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  handle?: { stack?: LayerLike[] } & ((...args: never[]) => unknown);
  route?: { path: unknown; methods: Record<string, boolean>; stack?: unknown[] };
}

const join = (base: string, next: string) => {
  const joined = `${base}/${next}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

const pathText = (raw: unknown): string => (raw instanceof RegExp ? String(raw) : String(raw ?? '/'));

/**
 * Every endpoint the app answers, read from Express 5's router stack (router 2.x keeps each
 * layer's path in `rawPath`). Mounted routers are walked; a handler mounted on a path that is
 * not a router (a static folder, a third-party app, a body parser) is listed once as `USE <path>`.
 * Middleware mounted at '/' is not an endpoint and is left out.
 */
export function listRoutes(app: Express): ListedRoute[] {
  const found = new Map<string, ListedRoute>();
  const add = (method: string, path: string) => found.set(`${method} ${path}`, { method, path });

  const walk = (stack: LayerLike[], base: string) => {
    for (const layer of stack) {
      const raw = layer.rawPath;
      if (layer.route) {
        const routePath = raw instanceof RegExp ? pathText(raw) : join(base, pathText(layer.route.path));
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m])) {
          add(method.toUpperCase(), routePath);
        }
        continue;
      }
      const mount = pathText(raw);
      const inner = layer.handle?.stack;
      if (Array.isArray(inner)) {
        walk(inner, join(base, mount));
        continue;
      }
      if (mount !== '/') add('USE', join(base, mount));
    }
  };

  const router = (app as unknown as { router: { stack: LayerLike[] } }).router;
  walk(router.stack, '/');
  return [...found.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
