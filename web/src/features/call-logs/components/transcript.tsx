import { useEffect, useRef } from 'react';
import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { formatSeconds } from '../../../lib/date-time.ts';
import { turnTime } from '../lib/turn-time.ts';

const turnIn = (list: HTMLElement | null, index: number | null) =>
  index === null ? null : list?.querySelector<HTMLElement>(`[data-turn="${index}"]`);

/**
 * Spec §2 right pane: chat bubbles, the assistant under its persona name and the caller as 'User'.
 * A line with a time seeks the recording when clicked. The turn being played is marked and kept in
 * view; a search's matching turn is marked and scrolled to when the call opens.
 */
export function Transcript({
  items,
  assistantName,
  onSeek,
  playingTurn = null,
  following = false,
  searchTurn = null,
}: {
  items: TranscriptItem[];
  assistantName: string;
  onSeek: ((seconds: number) => void) | null;
  playingTurn?: number | null;
  following?: boolean;
  searchTurn?: number | null;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    turnIn(listRef.current, searchTurn)?.scrollIntoView({ block: 'center' });
  }, [searchTurn]);

  useEffect(() => {
    if (following) turnIn(listRef.current, playingTurn)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [following, playingTurn]);

  if (items.length === 0) return <p className="py-10 text-center text-sm text-slate-500">No transcript available</p>;
  return (
    <ol ref={listRef} className="flex flex-col gap-3" aria-label="Transcript">
      {items.map((item, index) => {
        const assistant = item.role === 'assistant';
        const speaker = assistant ? assistantName : 'User';
        const playing = index === playingTurn;
        const matched = index === searchTurn;
        const bubble = `max-w-[85%] rounded-2xl px-4 py-2.5 text-left text-sm shadow-sm ${
          assistant
            ? 'rounded-tl-sm bg-white text-slate-800 ring-1 ring-slate-200'
            : 'rounded-tr-sm bg-brand-700 text-white'
        } ${playing ? 'outline-2 outline-offset-2 outline-amber-400' : ''} ${matched ? 'ring-4 ring-amber-300' : ''}`;
        const time = turnTime(item);
        const seekable = onSeek !== null && time !== null;
        return (
          <li
            key={index}
            data-turn={index}
            aria-current={playing ? 'true' : undefined}
            data-search-match={matched ? 'true' : undefined}
            className={`flex scroll-mt-24 flex-col gap-1 ${assistant ? 'items-start' : 'items-end'}`}
          >
            <span className="px-1 text-xs font-medium text-slate-500">
              <span>{speaker}</span>
              {time !== null && <span className="ml-2 font-normal tabular-nums">{formatSeconds(time)}</span>}
              {matched && <span className="ml-2 font-semibold text-amber-700">Search match</span>}
            </span>
            {seekable ? (
              <button
                type="button"
                onClick={() => onSeek(time!)}
                title={`Play from ${formatSeconds(time!)}`}
                className={`${bubble} cursor-pointer hover:opacity-90 focus-visible:outline-2 focus-visible:outline-brand-700`}
              >
                {item.text}
              </button>
            ) : (
              <p className={bubble}>{item.text}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
