/**
 * A call's stored recording is final when it is Ogg (transcoded, or uploaded by an agent in the
 * layout's format) or its `recording` fact was written (the original kept after transcoding
 * failed); otherwise it is the original recording-fetch stored to be playable at once, still to be
 * transcoded. Read by the recording jobs and by call-ingest's `recording_pending`.
 */
export function isFinalRecording(contentType: string | null | undefined, hasRecordingFact: boolean): boolean {
  return hasRecordingFact || contentType?.startsWith('audio/ogg') === true;
}
