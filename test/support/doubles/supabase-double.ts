import { createGoTrueDouble, type GoTrueDoubleOptions } from './gotrue-double.ts';
import { goTrueRoutes } from './gotrue-routes.ts';
import { json, startHttpDouble } from './http-double.ts';
import { createStorageDouble } from './storage-routes.ts';

export const doubleKeys = {
  anonKey: 'double-anon-key',
  serviceRoleKey: 'double-service-role-key',
};

/**
 * A local stand-in for a Supabase project: GoTrue under /auth/v1 and Storage under /storage/v1,
 * on a free port. No Supabase can run here; the adapters talk to this over real HTTP, and tests
 * assert on `requests` so that a wrong path, header or body fails.
 */
export async function startSupabaseDouble(options: Partial<GoTrueDoubleOptions> = {}) {
  let baseUrl = '';
  const auth = await createGoTrueDouble(() => baseUrl, { ...doubleKeys, ...options });
  const authRoute = goTrueRoutes(auth);
  const storage = createStorageDouble(doubleKeys.serviceRoleKey);
  const server = await startHttpDouble((req) => {
    if (req.path.startsWith('/auth/v1/')) return authRoute(req, req.path.slice('/auth/v1'.length));
    if (req.path.startsWith('/storage/v1/')) return storage.route(req, req.path.slice('/storage/v1'.length));
    return json(404, { message: 'no route' });
  });
  baseUrl = server.url;
  return {
    url: server.url,
    settings: { url: server.url, ...doubleKeys, jwtSecret: options.legacySecret },
    requests: server.requests,
    /** The requests made since the test began, on one path (relative to the project URL). */
    requestsTo: (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path),
    auth,
    storage,
    close: server.close,
  };
}

export type SupabaseDouble = Awaited<ReturnType<typeof startSupabaseDouble>>;
