import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Set for projects still on the legacy shared JWT secret; otherwise tokens are checked against JWKS. */
  jwtSecret?: string;
}

/**
 * supabase-js 2.109 builds a Realtime client in its constructor and, on Node 20 (no global
 * WebSocket), throws unless a transport is given. The api never opens a Realtime channel, so the
 * transport is one that refuses to connect instead of a dependency on `ws`.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('HotelVoice does not use Supabase Realtime.');
  }
}

/**
 * A server-side client: no session persistence, no timers, no URL parsing. Clients that sign in or
 * refresh must be one per call: GoTrueClient keeps one in-flight refresh per instance and hands
 * its result to every concurrent caller, which would mix up two users' sessions.
 */
export function serverClient(settings: SupabaseSettings, key: string): SupabaseClient {
  if (!settings.anonKey || !settings.serviceRoleKey) {
    throw new Error('SUPABASE_URL is set: SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are required too.');
  }
  return createClient(settings.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as never },
  });
}
