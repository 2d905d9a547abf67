import { buildCallLog } from '../jobs/call-ingest/build-call-log.ts';
import { measureOgg } from '../jobs/call-ingest/ogg-duration.ts';
import { chunkText } from '../jobs/knowledge-file/chunk-text.ts';
import { normalizeText } from '../jobs/knowledge-file/normalize-text.ts';

export type BudgetInput =
  | { job: 'knowledge'; text: string }
  | { job: 'transcript'; bytes: Uint8Array }
  | { job: 'recording'; bytes: Uint8Array };

/** Sandbox task for the input budget tests: runs one job's parsing on one input. */
export function run(input: BudgetInput): number {
  switch (input.job) {
    case 'knowledge':
      return chunkText(normalizeText(input.text)).length;
    case 'transcript': {
      const transcript = {
        path: 't.json',
        size: input.bytes.length,
        createdAt: new Date(0),
        contentType: 'application/json',
        bytes: input.bytes,
      };
      return buildCallLog('00000000-0000-4000-8000-000000000000', 'sim_room_20250303_101500', {
        transcript,
        recording: null,
        recordingSeconds: null,
        facts: null,
        factPaths: [],
        providerAudio: false,
      }).turnCount;
    }
    case 'recording': {
      const result = measureOgg(input.bytes);
      return result.ok ? result.seconds : -1;
    }
  }
}
