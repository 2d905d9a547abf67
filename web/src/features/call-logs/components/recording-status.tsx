import type { CallLogDetail } from '@hotelvoice/api/contracts';

/** Where a provider's recording is, while it is not playable: on its way, or why it never came. */
export function RecordingStatus({ call }: { call: CallLogDetail }) {
  const { recordingSize, recordingOriginalSize } = call.metadata;
  if (call.recordingUrl) {
    if (!recordingSize || !recordingOriginalSize || recordingOriginalSize <= recordingSize) return null;
    return (
      <p className="mt-1 text-xs text-slate-500">
        Stored as {megabytes(recordingSize)} (the platform sent {megabytes(recordingOriginalSize)})
      </p>
    );
  }
  if (call.recordingPending)
    return <p className="mt-3 text-xs text-slate-500">The recording is being fetched from the voice platform…</p>;
  if (call.recordingError) return <p className="mt-3 text-xs text-red-700">{call.recordingError}</p>;
  return null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
