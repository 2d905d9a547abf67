import { useId, useState, type DragEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useKnowledgeUpload } from '../hooks/use-knowledge-upload.ts';
import { checkUpload } from '../lib/check-upload.ts';
import { Toast } from '../../../components/ui/toast.tsx';

const buttonLabel = { idle: 'Upload File', uploading: 'Uploading...', success: 'Upload File', error: 'Try Again' };

function formatSize(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(2)} MB`;
}

/**
 * The admin's text-file uploader (spec 'Admin home', 'Hotel profile'): pick a file or drop one
 * (only the first dropped file is taken), checked for .txt and 5MB before it is sent.
 */
export function FileUploadCard({ title, hotelId }: { title: string; hotelId: string | null }) {
  const inputId = useId();
  const upload = useKnowledgeUpload();
  const status = upload.uploadStatus;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const error = checkUpload(picked);
    setProblem(error);
    setFile(error ? null : picked);
    if (status !== 'uploading') upload.reset();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (file) upload.mutate({ file, hotelId }, { onSuccess: () => setFile(null) });
  };
  // The api's reason, when it gave one, under the spec's message.
  const detail = upload.error instanceof ApiError ? upload.error.message : null;

  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-500">Text files up to 5MB</p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        className={`mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-10 w-10 text-brand-600"
          fill="none"
          stroke="currentColor"
          aria-hidden="true"
        >
          <path
            strokeWidth="1.5"
            strokeLinecap="round"
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
          />
        </svg>
        <p className="text-sm text-slate-600">Drag and drop a .txt file here, or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 hover:bg-slate-100 focus-within:outline-2 focus-within:outline-brand-700"
        >
          Choose file
          <input
            id={inputId}
            type="file"
            accept=".txt,text/plain"
            className="sr-only"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        {file ? (
          <p className="text-sm text-slate-800">
            Selected: <span className="font-medium">{file.name}</span> ({formatSize(file.size)})
          </p>
        ) : null}
      </div>
      {problem ? <Alert className="mt-3 font-medium">{problem}</Alert> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={send} disabled={!file || status === 'uploading'}>
          {buttonLabel[status]}
        </Button>
        {status === 'success' ? <Toast>Upload Complete! Ready for another file.</Toast> : null}
        {status === 'error' ? (
          <Alert>
            <p className="font-medium">Failed to upload file. Please try again.</p>
            {detail ? <p className="text-xs">{detail}</p> : null}
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
