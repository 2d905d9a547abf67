import type { AuthPort } from './auth-port.ts';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret?: string;
}

// Being written: the supabase-js adapter (see issue 2, item 6).
export function createSupabaseAuth(_settings: SupabaseSettings): AuthPort {
  throw new Error('The Supabase auth adapter is not available yet.');
}
