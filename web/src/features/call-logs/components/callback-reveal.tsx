import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRevealCallbackNumber } from '../api/reveal-callback-number.ts';
import { telHref } from '../lib/tel-href.ts';

/**
 * A call flagged for a callback (issue #32): its number, masked everywhere else, is shown in full
 * on a press, tappable, beside what the call was about. Every press is a reveal in the audit log.
 */
export function CallbackReveal({ hotelId, callId }: { hotelId: string; callId: string }) {
  const reveal = useRevealCallbackNumber(hotelId, callId);
  const shown = reveal.data;
  return (
    <section aria-label="Call back" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-900">The caller asked to be called back.</p>
      {shown ? (
        <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
          <a
            href={telHref(shown.callerNumber)}
            className="text-lg font-semibold whitespace-nowrap text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown.callerNumber}
          </a>
          <p className="text-sm text-slate-800" data-testid="callback-summary">
            {shown.summary ?? 'The voice platform sent no summary of this call; the transcript is below.'}
          </p>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="secondary" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            {reveal.isPending ? 'Showing…' : 'Show number to call back'}
          </Button>
          <span className="text-xs text-slate-600">Who sees it, and when, is kept in the audit log.</span>
        </div>
      )}
      {reveal.isError && (
        <Alert className="mt-2">{errorMessage(reveal.error, 'The number could not be shown. Try again.')}</Alert>
      )}
    </section>
  );
}
