import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDayHeading, zoneName } from '../../../lib/date-time.ts';
import { useCallLog } from '../api/get-call-log.ts';
import { useCallPlayer } from '../hooks/use-call-player.ts';
import { callSeconds, callTitle, languageLabel } from '../lib/call-format.ts';
import { currentTurnAt } from '../lib/current-turn.ts';
import { CallPlayer } from './call-player.tsx';
import { CallStatusBadge } from './call-status-badge.tsx';
import { CallbackReveal } from './callback-reveal.tsx';
import { CallerGuestCard } from './caller-guest-card.tsx';
import { CallerThreadLink } from './caller-thread-link.tsx';
import { CallSummary } from './call-summary.tsx';
import { CallCost } from './call-cost.tsx';
import { CallTitle } from './call-title.tsx';
import { RecordingStatus } from './recording-status.tsx';
import { CallBookings } from './call-bookings.tsx';
import { CallToolCalls } from './call-tool-calls.tsx';
import { Transcript } from './transcript.tsx';

/**
 * Spec §4 'Selecting a call': the transcript is fetched and shown, and the recording set for
 * playback. The header (title and player) stays in view while the transcript scrolls, on a phone too.
 */
export function CallLogDetail({
  hotelId,
  callId,
  assistantName,
  timeZone,
  searchTurn,
  canEraseCallers,
  canRevealCallbackNumbers,
}: {
  hotelId: string;
  callId: string | null;
  assistantName: string;
  timeZone: string;
  searchTurn: number | null;
  /** The guest-data page's erasure is the owner's and managers' (issue #32: no dead-end link). */
  canEraseCallers: boolean;
  /** The hotel's team (owner, manager, front desk) may; an admin may not (decision 085). */
  canRevealCallbackNumbers: boolean;
}) {
  const { data: call, isPending, isError } = useCallLog(hotelId, callId);
  const { audioProps, currentTime, playing, seek, toggle, rate, nextRate } = useCallPlayer();

  if (callId === null)
    return <p className="p-10 text-center text-sm text-slate-500">Select a conversation to view details</p>;
  if (isPending) return <Spinner label="Loading conversation" />;
  if (isError || !call)
    return <p className="p-10 text-center text-sm text-slate-500">This conversation could not be loaded.</p>;

  return (
    <div className="flex flex-col md:h-full">
      <header className="sticky top-[3.6rem] z-10 border-b border-slate-200 bg-white px-5 py-4 md:static">
        <div className="flex items-start justify-between gap-2">
          <CallTitle title={callTitle(call, timeZone)} callId={call.callId} />
          <CallStatusBadge call={call} />
        </div>
        <p className="mt-0.5 text-xs text-slate-500">
          {formatDayHeading(call.startedAt, { timeZone })} · {zoneName(call.startedAt, timeZone)}
          {call.durationEstimated && ' · duration estimated'}
          {call.language && <span data-testid="call-detail-language"> · {languageLabel(call)}</span>}
        </p>
        <CallSummary call={call} />
        {/* Sent to owners and managers only (decision 092): absent, the front desk sees no section. */}
        {call.cost !== undefined && <CallCost cost={call.cost} />}
        {call.callerNumber && (
          <>
            <CallerGuestCard hotelId={hotelId} callId={call.callId} />
            <CallerThreadLink hotelId={hotelId} callId={call.callId} />
          </>
        )}
        {canRevealCallbackNumbers && call.followUpReasons.includes('callback_requested') && (
          <CallbackReveal hotelId={hotelId} callId={call.callId} />
        )}
        {call.recordingUrl && (
          <div className="mt-3">
            <CallPlayer
              key={call.recordingUrl}
              url={call.recordingUrl}
              downloadUrl={call.recordingDownloadUrl}
              rate={rate}
              onNextRate={nextRate}
              seconds={callSeconds(call)}
              audioProps={audioProps}
              currentTime={currentTime}
              playing={playing}
              onToggle={toggle}
              onSeek={seek}
            />
          </div>
        )}
        <RecordingStatus call={call} />
        {!call.recordingUrl && call.recordingDeletedAfterDays !== null && (
          <p className="mt-3 text-sm text-slate-600">Recording deleted after {call.recordingDeletedAfterDays} days</p>
        )}
        {canEraseCallers && (
          <Link
            to={paths.dashboard.eraseCaller(call.callId)}
            className="mt-2 inline-block text-xs text-slate-500 underline"
          >
            Delete this caller&apos;s data
          </Link>
        )}
      </header>
      <div className="px-5 empty:hidden">
        <CallBookings hotelId={hotelId} callId={call.callId} mark={call.booking} />
        <CallToolCalls hotelId={hotelId} callId={call.callId} />
      </div>
      <div className="flex-1 bg-slate-50 px-5 py-4 md:overflow-y-auto">
        <Transcript
          items={call.transcript}
          assistantName={assistantName}
          onSeek={call.recordingUrl ? (seconds) => seek(seconds) : null}
          playingTurn={
            call.recordingUrl && (playing || currentTime > 0) ? currentTurnAt(call.transcript, currentTime) : null
          }
          following={playing}
          searchTurn={searchTurn}
        />
      </div>
    </div>
  );
}
