import { useState } from 'react';
import type { KnowledgeFile } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useDeleteKnowledgeFileMutation } from '../api/delete-knowledge-file.ts';
import { knowledgeFileDownloadUrl } from '../api/get-knowledge-files.ts';
import { useRetryKnowledgeFileMutation } from '../api/retry-knowledge-file.ts';
import { useLiveKnowledgeFiles } from '../hooks/use-live-knowledge-files.ts';
import { knowledgeAmount } from '../lib/knowledge-amount.ts';
import { KnowledgePreview } from './knowledge-preview.tsx';

const badge: Record<KnowledgeFile['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  processing: 'bg-amber-100 text-amber-800',
  ready: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};
const statusText: Record<KnowledgeFile['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

function FileRow({ file, hotelId }: { file: KnowledgeFile; hotelId: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const retry = useRetryKnowledgeFileMutation();
  const remove = useDeleteKnowledgeFileMutation();
  // A deleted row stays busy until the reloaded list drops it.
  const busy = retry.isPending || remove.isPending || remove.isSuccess;
  const target = { knowledgeFileId: file.knowledgeFileId, hotelId };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={file.fileName}>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{file.fileName}</p>
        <p className="text-xs text-slate-500">
          {(file.sizeBytes / 1024).toFixed(1)} KB · uploaded {formatDateTime(file.createdAt)}
          {file.status === 'ready' ? ` · the agent knows ${knowledgeAmount(file.chunkCount)}` : ''}
        </p>
        {file.status === 'failed' ? (
          <p className="text-xs text-red-700">Failed: {file.failureReason ?? 'the file could not be processed.'}</p>
        ) : null}
        {retry.isError ? <Alert size="xs">{errorMessage(retry.error, 'Could not retry the file.')}</Alert> : null}
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[file.status]}`}>
        {statusText[file.status]}
      </span>
      {file.status === 'failed' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => retry.mutate(target)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Retry
        </button>
      ) : null}
      {file.status === 'ready' ? (
        <button
          type="button"
          aria-expanded={previewing}
          onClick={() => setPreviewing((v) => !v)}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {previewing ? 'Hide text' : 'Show text'}
        </button>
      ) : null}
      <a
        className="text-sm font-medium text-brand-700 hover:underline"
        href={knowledgeFileDownloadUrl(file.knowledgeFileId)}
        download
      >
        Download
      </a>
      {confirming ? (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(target)}
            className="text-sm font-semibold text-red-700 hover:underline"
          >
            Confirm delete
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="text-sm text-slate-600 hover:underline">
            Cancel
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="text-sm text-red-700 hover:underline">
          Delete
        </button>
      )}
      {previewing && file.status === 'ready' ? (
        <div className="basis-full">
          <KnowledgePreview knowledgeFileId={file.knowledgeFileId} fileName={file.fileName} />
        </div>
      ) : null}
    </li>
  );
}

/** Uploaded files with their live processing status. */
export function KnowledgeFileList({ hotelId, title }: { hotelId: string | null; title: string }) {
  const { data: files, isPending, isError } = useLiveKnowledgeFiles(hotelId);
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {isPending ? <Spinner label="Loading files" /> : null}
      {isError ? <p className="mt-2 text-sm text-red-700">Could not load the files.</p> : null}
      {files && files.length === 0 ? <p className="mt-2 text-sm text-slate-500">No files uploaded yet.</p> : null}
      {files && files.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {files.map((file) => (
            <FileRow key={file.knowledgeFileId} file={file} hotelId={hotelId} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
