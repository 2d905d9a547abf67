import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useKnowledgePreview } from '../api/get-knowledge-files.ts';
import { knowledgeAmount } from '../lib/knowledge-amount.ts';

/** The processed text the agent searches, as it was stored: the admin checks it reads right. */
export function KnowledgePreview({ knowledgeFileId, fileName }: { knowledgeFileId: string; fileName: string }) {
  const { data, isPending, isError } = useKnowledgePreview(knowledgeFileId, true);
  if (isPending) return <Spinner label={`Loading what the agent knows from ${fileName}`} />;
  if (isError) return <Alert size="xs">Could not load the preview.</Alert>;
  return (
    <figure className="mt-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <figcaption className="text-xs font-medium text-slate-600">
        {`What the agent knows from ${fileName}: ${knowledgeAmount(data.passages, data.words)}`}
      </figcaption>
      <pre
        aria-label={`Processed text of ${fileName}`}
        className="mt-2 max-h-64 overflow-y-auto font-sans text-sm whitespace-pre-wrap text-slate-800"
      >
        {data.text || 'No text was found in this file.'}
        {data.truncated ? '\n…' : ''}
      </pre>
    </figure>
  );
}
