import type { GoTrueDoubleOptions } from './doubles/gotrue-double.ts';
import { doubleKeys, startSupabaseDouble, type SupabaseDouble } from './doubles/supabase-double.ts';

export const authModes = ['local', 'supabase'] as const;
export type AuthMode = (typeof authModes)[number];

/** The env that points an app at the Supabase double: auth and storage go through it. */
export function supabaseEnv(double: SupabaseDouble): Record<string, string> {
  return {
    SUPABASE_URL: double.url,
    SUPABASE_ANON_KEY: doubleKeys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: doubleKeys.serviceRoleKey,
  };
}

/** For an auth mode: the Supabase double when it needs one, and the env that selects the mode. */
export async function authModeEnv(
  mode: AuthMode,
  options: Partial<GoTrueDoubleOptions> = {},
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (mode === 'local') return { env: {}, close: async () => undefined };
  const double = await startSupabaseDouble(options);
  return { env: supabaseEnv(double), close: double.close };
}
