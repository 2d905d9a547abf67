/**
 * The call log's face (decision 101): the hotel's clock and the call id parameter other modules
 * reuse, and the call_logs statements the worker's jobs run (the table is read and written here).
 */
export { findCallAlertFacts, findFollowUpReasons, type CallAlertFacts } from './call-alert-facts.repo.ts';
export {
  findCallsToRebuild,
  findPendingRecordings,
  findUnsyncedCalls,
  type UnsyncedCall,
} from './call-log-repairs.repo.ts';
export { countAllCalls, countHotelCalls, findCallsWithIds, isRecordingDeleted } from './call-lookups.repo.ts';
export { anyStaleCall, countStaleCalls, saveAnalyses, staleCalls, type StaleCall } from './call-reanalysis.repo.ts';
export { callsPastRetention, detachRecordings, markRecordingsDeleted, recordingsDue } from './call-retention.repo.ts';
export {
  findCallTranscript,
  saveRedactedTranscript,
  type StoredTranscript,
  transcriptsAfter,
} from './call-transcripts.repo.ts';
export { callIdParam } from './call-logs.schemas.ts';
export { dayIn, startOfDayIn, wallClockIn } from './hotel-clock.ts';
export { type CallAnalysis, type IngestedCallLog } from './ingested-call-log.ts';
export { upsertCallLogs } from './ingest-upsert.repo.ts';
