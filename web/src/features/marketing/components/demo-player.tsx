import { Alert } from '../../../components/ui/alert.tsx';
import { useDemoTranscript } from '../api/get-demo-transcript.ts';
import { useDemoAudio } from '../hooks/use-demo-audio.ts';
import { formatClock } from './format-clock.ts';
import { TranscriptPanel } from './transcript-panel.tsx';

/** Spec §9's fallback, shown only for a recording whose length is not known before it loads. */
const fallbackDuration = '1:27';

/**
 * Spec §2 demo player: a phone mock-up that plays the scripted call and reveals its transcript.
 * `knownSeconds` is the recording's length when known up front (the bundled one), so the clock
 * shows the real length from the start. On a phone the current turn is also captioned inside the
 * mock-up, since the transcript panel sits below it, out of view.
 */
export function DemoPlayer({ audioUrl, knownSeconds }: { audioUrl: string | undefined; knownSeconds?: number }) {
  const player = useDemoAudio(audioUrl);
  const transcript = useDemoTranscript(player.started);
  const assistantName = transcript.data?.assistantName ?? 'Aria';
  const length = player.duration ?? knownSeconds ?? null;
  const progress = length ? Math.min(100, (player.currentTime / length) * 100) : 0;
  const caption = player.started
    ? transcript.data?.turns.findLast((turn) => turn.start <= player.currentTime)
    : undefined;

  return (
    <div className="flex flex-col items-center justify-center gap-8 lg:flex-row lg:items-start">
      <div className="relative w-72 shrink-0 rounded-[2.75rem] bg-slate-900 p-3 shadow-2xl ring-1 ring-slate-700">
        <div className="mx-auto mb-2 h-5 w-24 rounded-full bg-slate-800" aria-hidden="true" />
        <div className="flex h-[30rem] flex-col items-center rounded-[2.1rem] bg-gradient-to-b from-brand-900 via-brand-700 to-brand-600 px-6 py-8 text-center text-white">
          <div
            className={`flex ${player.started ? 'h-16 w-16 text-3xl lg:h-24 lg:w-24 lg:text-4xl' : 'h-24 w-24 text-4xl'} items-center justify-center rounded-full bg-white/15 font-bold ring-4 ring-white/20`}
            aria-hidden="true"
          >
            {assistantName.charAt(0)}
          </div>
          <p className="mt-4 text-xl font-semibold">{assistantName}</p>
          <p className="text-sm text-brand-100">AI Receptionist · Harbor View Hotel</p>

          <p className="mt-6 font-mono text-lg tabular-nums" aria-label="Playback time">
            {formatClock(player.currentTime)} / {length ? formatClock(length) : fallbackDuration}
          </p>
          <div
            role="progressbar"
            aria-label="Playback progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            className="mt-3 h-1.5 w-full overflow-hidden rounded-full bg-white/20"
          >
            <div
              className="h-full rounded-full bg-white transition-[width] duration-300"
              style={{ width: `${progress}%` }}
            />
          </div>

          <div className="relative mt-8">
            {!player.started ? (
              <span
                role="tooltip"
                id="demo-play-tip"
                className="absolute -top-11 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-lg bg-white px-3 py-1.5 text-xs font-semibold text-brand-900 shadow-lg after:absolute after:left-1/2 after:top-full after:-translate-x-1/2 after:border-6 after:border-transparent after:border-t-white"
              >
                Click to listen!
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => void player.toggle()}
              disabled={!audioUrl || player.status === 'loading'}
              aria-label={player.playing ? 'Pause' : 'Play'}
              aria-describedby={player.started ? undefined : 'demo-play-tip'}
              title="Click to listen!"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg transition hover:scale-105 focus-visible:outline-4 focus-visible:outline-white/60 disabled:opacity-60"
            >
              <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true" fill="currentColor">
                {player.playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5.5v13l11-6.5z" />}
              </svg>
            </button>
          </div>

          {caption ? (
            // The transcript panel is the accessible copy; this is for eyes on a small screen.
            <p
              aria-hidden="true"
              data-testid="phone-caption"
              className="mt-auto line-clamp-3 w-full rounded-xl bg-black/25 px-3 py-2 text-left text-sm leading-snug lg:hidden"
            >
              <span className="font-semibold">{caption.role === 'assistant' ? assistantName : 'Guest'}: </span>
              {caption.text}
            </p>
          ) : null}
          <div
            className={`${caption ? 'lg:mt-auto lg:min-h-12' : 'mt-auto min-h-12'} text-sm text-brand-50`}
            aria-live="polite"
          >
            {player.status === 'loading' ? <p>Loading conversation...</p> : null}
            {player.status === 'error' ? <Alert layout="plain">{player.error}</Alert> : null}
            {!player.started ? <p>Press play to listen to a real-time conversation!</p> : null}
          </div>
        </div>
        <audio {...player.audioProps}>
          <track kind="captions" src="/demo/demo-call.vtt" srcLang="en" label="English" />
        </audio>
      </div>

      {player.started && transcript.data ? (
        <TranscriptPanel
          assistantName={assistantName}
          turns={transcript.data.turns}
          currentTime={player.currentTime}
          playing={player.playing}
        />
      ) : null}
    </div>
  );
}
