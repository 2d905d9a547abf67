import type { SupabaseSettings } from '../auth/supabase-auth.ts';
import type { StoragePort } from './storage-port.ts';

// Being written: the supabase-js storage adapter (see issue 2, item 7).
export function createSupabaseStorage(_settings: SupabaseSettings): StoragePort {
  throw new Error('The Supabase storage adapter is not available yet.');
}
