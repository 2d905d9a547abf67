import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { formatSeconds } from '../utils/format.ts';

/**
 * Spec §2 right pane: chat bubbles, the assistant under its persona name and the caller as 'User'.
 * A line with a time seeks the recording when clicked.
 */
export function Transcript({
  items,
  assistantName,
  onSeek,
}: {
  items: TranscriptItem[];
  assistantName: string;
  onSeek: ((seconds: number) => void) | null;
}) {
  if (items.length === 0) return <p className="py-10 text-center text-sm text-slate-500">No transcript available</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Transcript">
      {items.map((item, index) => {
        const assistant = item.role === 'assistant';
        const speaker = assistant ? assistantName : 'User';
        const bubble = `max-w-[85%] rounded-2xl px-4 py-2.5 text-left text-sm shadow-sm ${
          assistant
            ? 'rounded-tl-sm bg-white text-slate-800 ring-1 ring-slate-200'
            : 'rounded-tr-sm bg-brand-700 text-white'
        }`;
        const seekable = onSeek !== null && item.offset !== null;
        return (
          <li key={index} className={`flex flex-col gap-1 ${assistant ? 'items-start' : 'items-end'}`}>
            <span className="px-1 text-xs font-medium text-slate-500">
              <span>{speaker}</span>
              {item.offset !== null && (
                <span className="ml-2 font-normal tabular-nums">{formatSeconds(item.offset)}</span>
              )}
            </span>
            {seekable ? (
              <button
                type="button"
                onClick={() => onSeek(item.offset!)}
                title={`Play from ${formatSeconds(item.offset!)}`}
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
