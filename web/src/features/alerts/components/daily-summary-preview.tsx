import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDailySummaryPreview } from '../api/get-daily-summary-preview.ts';

/** The next daily summary with the alerts waiting for it, exactly as the e-mail renders it. */
export function DailySummaryPreview({ hotelId }: { hotelId: string }) {
  const { data, isPending, isError, error } = useDailySummaryPreview(hotelId);
  return (
    <section
      aria-labelledby="daily-summary-preview-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="daily-summary-preview-heading" className="font-semibold text-slate-900">
        Preview of your next daily summary
      </h2>
      {isPending && <Spinner label="Loading the preview" />}
      {isError && <Alert>{errorMessage(error, 'The preview could not be loaded.')}</Alert>}
      {data && data.items === 0 && (
        <p className="mt-1 text-sm text-slate-600">
          Nothing is waiting for the summary of {data.sendsAt.replace('T', ' at ')} (hotel time). Alerts set to “Daily
          summary” collect here; a day without any sends no e-mail.
        </p>
      )}
      {data && data.items > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Goes out {data.sendsAt.replace('T', ' at ')} (hotel time). Subject: {data.subject}
          </p>
          {/* sandbox with no permissions: the e-mail's HTML runs no script and cannot navigate this page. */}
          <iframe
            title="Daily summary preview"
            sandbox=""
            srcDoc={data.html}
            className="mt-3 h-96 w-full rounded-lg border border-slate-200"
          />
        </>
      )}
    </section>
  );
}
