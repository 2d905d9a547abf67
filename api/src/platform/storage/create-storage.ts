import path from 'node:path';
import type { SupabaseSettings } from '../auth/supabase-auth.ts';
import type { Pool } from '../db/pool.ts';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import type { StoragePort } from './storage-port.ts';
import { createSupabaseStorage } from './supabase-storage.ts';

export interface StorageSettings {
  supabase?: SupabaseSettings;
  dataDir: string;
  /** Signs the local adapter's URLs. */
  authJwtSecret: string;
  publicUrl: string;
}

/** The storage adapter for this configuration: Supabase Storage, or files under <dataDir>/storage. */
export function createStorage(
  settings: StorageSettings,
  pool: Pool,
): { storage: StoragePort; localStorage?: LocalStorage } {
  if (settings.supabase) return { storage: createSupabaseStorage(settings.supabase) };
  const localStorage = createLocalStorage(
    pool,
    path.join(settings.dataDir, 'storage'),
    settings.authJwtSecret,
    settings.publicUrl,
  );
  return { storage: localStorage, localStorage };
}
