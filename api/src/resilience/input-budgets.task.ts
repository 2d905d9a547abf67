import { csvLine, transcriptAsText } from '../platform/csv.ts';
import { elevenLabsEvent, mapElevenLabs } from '../modules/webhooks/elevenlabs.ts';
import { mapRetell, retellEvent } from '../modules/webhooks/retell.ts';
import type { TranscriptItem } from '../contracts/call-logs.ts';

export type BudgetInput =
  { job: 'elevenlabs' | 'retell'; raw: Uint8Array } | { job: 'csv'; transcript: TranscriptItem[] };

/** Sandbox task for the api's input budget tests: one parse or render of one input. */
export function run(input: BudgetInput): number {
  switch (input.job) {
    case 'elevenlabs':
      return (
        mapElevenLabs(elevenLabsEvent.parse(JSON.parse(Buffer.from(input.raw).toString('utf8'))))?.transcript?.length ??
        0
      );
    case 'retell':
      return mapRetell(retellEvent.parse(JSON.parse(Buffer.from(input.raw).toString('utf8'))))?.transcript?.length ?? 0;
    case 'csv':
      return csvLine([
        'call',
        'room',
        null,
        null,
        60,
        'ended',
        input.transcript.length,
        transcriptAsText(input.transcript),
      ]).length;
  }
}
