/**
 * The call log's face (decision 101): the hotel's clock, the call id parameter other modules
 * reuse, and the only reads and writes of the call_logs table other modules and the worker's jobs
 * use (decision 106).
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
export { upsertCallLogs, type UpsertedCall } from './ingest-upsert.repo.ts';
export { type HotelCallDay, type HotelZone, quietCallDay, readHotelCallDays } from './hotel-call-days.repo.ts';
export { callIdsOfHotel, deleteCallRows, findCall, findCallsByPhone, phoneDigits } from './call-removal.repo.ts';
export {
  type CallDataSize,
  type ExportCallRow,
  measureCallData,
  streamCallsForDataExport,
} from './call-data-export.repo.ts';
export { touchCallsOfRoom } from './call-booking-touch.repo.ts';
export {
  callFailureReasons,
  failuresLastHour,
  feedLag,
  type HotelCallHealth,
  liveEventLatency,
  readHotelCallHealth,
} from './call-health.repo.ts';
export {
  countFollowUps,
  type FollowUpCall,
  type FollowUpFilter,
  followUpExists,
  listFollowUps,
  readFollowUpCall,
} from './follow-up-calls.repo.ts';
export { countStoredCalls } from './stored-calls.repo.ts';
export { type CallWeekFigures, readCallWeekFigures, type WeekFigures } from './call-week-figures.repo.ts';
