import { useState } from 'react';
import { formatSeconds } from '../../../lib/date-time.ts';
import type { AudioProps, PlaybackRate } from '../hooks/use-call-player.ts';

/**
 * The recording with controls of our own, so its length reads exactly as the list's (the measured
 * duration, rounded once) and the transcript can follow where it is; a speed (1×, 1.5×, 2×) and a
 * download of the file.
 */
export function CallPlayer({
  url,
  downloadUrl,
  seconds,
  audioProps,
  currentTime,
  playing,
  onToggle,
  onSeek,
  rate,
  onNextRate,
}: {
  url: string;
  downloadUrl: string | null;
  rate: PlaybackRate;
  onNextRate(): void;
  /** The call's measured length in whole seconds (null: take the file's). */
  seconds: number | null;
  audioProps: AudioProps;
  currentTime: number;
  playing: boolean;
  onToggle(): void;
  onSeek(seconds: number, play: boolean): void;
}) {
  const [failed, setFailed] = useState(false);
  const [fileSeconds, setFileSeconds] = useState<number | null>(null);
  const length = seconds ?? fileSeconds ?? 0;
  return (
    <div className="flex items-center gap-3">
      <audio
        {...audioProps}
        preload="metadata"
        src={url}
        aria-label="Call recording"
        onLoadedMetadata={(e) => {
          // A new file (another call, a re-signed URL) starts at the speed chosen.
          e.currentTarget.playbackRate = rate;
          if (Number.isFinite(e.currentTarget.duration)) setFileSeconds(e.currentTarget.duration);
        }}
        onError={() => setFailed(true)}
        className="hidden"
      >
        <track kind="captions" />
      </audio>
      <button
        type="button"
        onClick={onToggle}
        disabled={failed}
        aria-label={playing ? 'Pause recording' : 'Play recording'}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-40"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M5 4h3v12H5zM12 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
        </svg>
      </button>
      <input
        type="range"
        min={0}
        max={Math.max(length, 1)}
        step={0.1}
        value={Math.min(currentTime, Math.max(length, 1))}
        onChange={(e) => onSeek(Number(e.target.value), playing)}
        disabled={failed}
        aria-label="Seek in recording"
        className="min-w-0 flex-1 accent-brand-700"
      />
      <span className="shrink-0 text-xs text-slate-600 tabular-nums" aria-label="Playback time">
        {formatSeconds(Math.min(currentTime, length))} / {formatSeconds(length)}
      </span>
      <button
        type="button"
        onClick={onNextRate}
        disabled={failed}
        aria-label={`Playback speed ${rate}×, change`}
        className="shrink-0 rounded-md px-1.5 py-1 text-xs font-semibold text-slate-700 tabular-nums ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
      >
        {rate}×
      </button>
      {downloadUrl && (
        <a
          href={downloadUrl}
          download
          className="shrink-0 rounded-md px-1.5 py-1 text-xs font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Download
        </a>
      )}
      {failed && (
        <p role="alert" className="text-xs text-red-700">
          Failed to load audio
        </p>
      )}
    </div>
  );
}
