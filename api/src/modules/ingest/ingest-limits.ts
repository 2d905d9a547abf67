import { AppError } from '../../platform/errors/app-error.ts';

export const ingestLimits = {
  transcriptBytes: 2 * 1024 * 1024,
  recordingBytes: 50 * 1024 * 1024,
  analysisBytes: 256 * 1024,
  /** Part headers and the small fields around the files. */
  envelopeBytes: 64 * 1024,
  /** Verified uploads read into memory and stored at once per api process; more answer 503. */
  concurrentProcessing: 4,
};

export const maxUploadBytes =
  ingestLimits.transcriptBytes + ingestLimits.recordingBytes + ingestLimits.analysisBytes + ingestLimits.envelopeBytes;

const tooLarge = (part: string, limit: string) => () =>
  new AppError('payload_too_large', `The ${part} is larger than ${limit}.`, { reason: `${part}_too_large` });

/** The parts of `POST /api/ingest/calls` and their limits (docs/voice-agents.md). */
export const callUploadParts = {
  transcript: { maxBytes: ingestLimits.transcriptBytes, tooLarge: tooLarge('transcript', '2 MB'), asField: true },
  recording: { maxBytes: ingestLimits.recordingBytes, tooLarge: tooLarge('recording', '50 MB') },
  analysis: { maxBytes: ingestLimits.analysisBytes, tooLarge: tooLarge('analysis', '256 KB'), asField: true },
};

export const bodyTooLarge = () =>
  new AppError('payload_too_large', 'The upload is larger than a 2 MB transcript and a 50 MB recording.', {
    reason: 'body_too_large',
  });
