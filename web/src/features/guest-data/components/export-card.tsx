import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRequestExport } from '../api/request-export.ts';
import { Card } from './card.tsx';

/** The hotel's data as a zip: downloaded at once, or for a large hotel a link by e-mail. */
export function ExportCard({ hotelId }: { hotelId: string }) {
  const exportData = useRequestExport(hotelId);
  const start = () =>
    exportData.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.mode === 'download') window.location.assign(answer.url);
      },
    });
  return (
    <Card
      id="export-title"
      title="Export your data"
      intro="Calls as CSV and JSON, transcripts, recordings, guest reviews and your knowledge files, in one zip."
    >
      {exportData.isError && (
        <Alert className="mb-3">{errorMessage(exportData.error, 'Failed to start the export.')}</Alert>
      )}
      {exportData.data?.mode === 'email' && (
        <p role="status" className="mb-3 text-sm text-green-700">
          This hotel has a lot of data: a download link is on its way to {exportData.data.email}. It works for 24 hours.
        </p>
      )}
      {exportData.data?.mode === 'download' && (
        <p role="status" className="mb-3 text-sm text-green-700">
          Your download has started.
        </p>
      )}
      <Button variant="secondary" onClick={start} disabled={exportData.isPending}>
        {exportData.isPending ? 'Preparing...' : 'Download all data'}
      </Button>
    </Card>
  );
}
