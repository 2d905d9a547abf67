import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDigestPreview } from '../api/get-digest-preview.ts';

/** Next Monday's digest with this week's figures so far, exactly as the e-mail renders it. */
export function DigestPreview({ hotelId }: { hotelId: string }) {
  const { data, isPending, isError, error } = useDigestPreview(hotelId);
  return (
    <section
      aria-labelledby="digest-preview-heading"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="digest-preview-heading" className="font-semibold text-slate-900">
        Preview of your next weekly digest
      </h2>
      {isPending && <Spinner label="Loading the preview" />}
      {isError && <Alert>{errorMessage(error, 'The preview could not be loaded.')}</Alert>}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-600">Subject: {data.subject}</p>
          {/* sandbox with no permissions: the e-mail's HTML runs no script and cannot navigate this page. */}
          <iframe
            title="Weekly digest preview"
            sandbox=""
            srcDoc={data.html}
            className="mt-3 h-96 w-full rounded-lg border border-slate-200"
          />
        </>
      )}
    </section>
  );
}
