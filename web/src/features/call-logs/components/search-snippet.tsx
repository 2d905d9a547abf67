import type { CallLogSnippet } from '@hotelvoice/api/contracts';

/** Where a search matched, the matching words marked; plain text parts, never markup. */
export function SearchSnippet({ snippet }: { snippet: CallLogSnippet }) {
  return (
    <span className="mt-1 line-clamp-2 block text-xs text-slate-600" data-testid="search-snippet">
      {snippet.parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
