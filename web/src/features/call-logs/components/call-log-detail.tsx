import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCallLog } from '../api/get-call-log.ts';
import { formatDayHeading, formatDuration, formatTime } from '../utils/format.ts';
import { Transcript } from './transcript.tsx';

/** Spec §4 'Selecting a call': the transcript is fetched and shown, and the recording set for playback. */
export function CallLogDetail({
  hotelId,
  callId,
  assistantName,
}: {
  hotelId: string;
  callId: string | null;
  assistantName: string;
}) {
  const { data: call, isPending, isError } = useCallLog(hotelId, callId);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [audioFailed, setAudioFailed] = useState<string | null>(null);

  if (callId === null)
    return <p className="p-10 text-center text-sm text-slate-500">Select a conversation to view details</p>;
  if (isPending) return <Spinner label="Loading conversation" />;
  if (isError || !call)
    return <p className="p-10 text-center text-sm text-slate-500">This conversation could not be loaded.</p>;

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    void audio.play().catch(() => undefined);
  };
  const started = new Date(call.startedAt);

  return (
    <div className="flex h-full flex-col">
      <header className="border-b border-slate-200 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Conversation {call.roomName || call.callId}</h2>
        <p className="mt-0.5 text-xs text-slate-500">
          {formatDayHeading(started)} at {formatTime(call.startedAt)} · Duration {formatDuration(call)}
          {call.durationEstimated && ' (estimated)'}
        </p>
        {call.recordingUrl && (
          <div className="mt-3">
            <audio
              key={call.recordingUrl}
              ref={audioRef}
              controls
              preload="metadata"
              src={call.recordingUrl}
              aria-label="Call recording"
              onError={() => setAudioFailed(call.callId)}
              className="w-full"
            >
              <track kind="captions" />
            </audio>
            {audioFailed === call.callId && <p className="mt-1 text-xs text-red-700">Failed to load audio</p>}
          </div>
        )}
      </header>
      <div className="flex-1 overflow-y-auto bg-slate-50 px-5 py-4">
        <Transcript items={call.transcript} assistantName={assistantName} onSeek={call.recordingUrl ? seek : null} />
      </div>
    </div>
  );
}
