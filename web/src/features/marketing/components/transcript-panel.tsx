import type { DemoTurn } from '../api/get-demo-transcript.ts';
import { formatClock } from './format-clock.ts';

interface TranscriptPanelProps {
  assistantName: string;
  turns: DemoTurn[];
  currentTime: number;
  playing: boolean;
}

/** The turns reached so far, and while playing a typing indicator for whoever speaks next. */
export function TranscriptPanel({ assistantName, turns, currentTime, playing }: TranscriptPanelProps) {
  const shown = turns.filter((turn) => turn.start <= currentTime);
  const next = turns[shown.length];
  const speaker = (turn: DemoTurn) => (turn.role === 'assistant' ? assistantName : 'Guest');

  return (
    <section
      aria-labelledby="transcript-heading"
      className="flex h-[34rem] w-full max-w-md flex-col overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200 motion-safe:animate-[slide-in_450ms_ease-out]"
    >
      <h3
        id="transcript-heading"
        className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900"
      >
        Conversation Transcript
      </h3>
      <ol aria-label="Transcript turns" className="flex-1 space-y-3 overflow-y-auto px-5 py-4">
        {shown.map((turn) => (
          <li key={turn.start} className={`flex flex-col ${turn.role === 'assistant' ? 'items-start' : 'items-end'}`}>
            <span className="mb-1 text-xs text-slate-500">
              {speaker(turn)} · <time>{formatClock(turn.start)}</time>
            </span>
            <p
              className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${
                turn.role === 'assistant'
                  ? 'rounded-tl-sm bg-brand-50 text-brand-900'
                  : 'rounded-tr-sm bg-slate-800 text-white'
              }`}
            >
              {turn.text}
            </p>
          </li>
        ))}
        {playing && next ? (
          <li className={`flex ${next.role === 'assistant' ? 'justify-start' : 'justify-end'}`}>
            <span
              role="status"
              className="inline-flex items-center gap-2 rounded-2xl bg-slate-100 px-4 py-2.5 text-xs text-slate-500"
            >
              <span className="flex gap-1" aria-hidden="true">
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
              </span>
              {speaker(next)} is typing…
            </span>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
