import { createStorage } from '../../api/src/platform/storage/create-storage.ts';
import type { Pool } from '../../api/src/platform/db/pool.ts';
import { loadScriptedCalls, scriptedCallId, transcriptOf } from './call-fixtures.ts';

/**
 * Drops sample calls for the demo owner's hotels straight into local storage, as a voice agent
 * writing to Supabase Storage would; the worker's pipeline turns them into call-log rows.
 */
export async function seedDemoCalls(
  pool: Pool,
  settings: { dataDir: string; authJwtSecret: string; publicUrl: string },
  hotelIds: string[],
): Promise<void> {
  const { storage } = createStorage(settings, pool);
  const calls = loadScriptedCalls();
  const now = Date.now();
  let index = 0;
  for (const hotelId of hotelIds) {
    for (let i = 0; i < 4; i++, index++) {
      const call = calls[index % calls.length]!;
      const startedAt = new Date(now - (index * 7 + 3) * 3600 * 1000);
      const callId = scriptedCallId('demo', call.room, startedAt);
      await storage.put('calls', `hotels/${hotelId}/recordings/${callId}.ogg`, call.recording, 'audio/ogg');
      await storage.put(
        'calls',
        `hotels/${hotelId}/transcripts/${callId}.json`,
        transcriptOf(call),
        'application/json',
      );
    }
  }
}
