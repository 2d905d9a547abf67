import { useState } from 'react';
import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { usePromptVersions } from '../api/get-prompt-versions.ts';
import { useRestorePromptVersionMutation } from '../api/restore-prompt-version.ts';
import { VersionCompare } from './version-compare.tsx';

/** Every saved version of the template (who, when), with restore and a side-by-side compare. */
export function PromptHistory({
  promptId,
  onRestored,
}: {
  promptId: PromptTemplateId;
  onRestored: (prompt: Prompt) => void;
}) {
  const { data: versions, isPending } = usePromptVersions(promptId);
  const [compare, setCompare] = useState<number[]>([]);
  const restore = useRestorePromptVersionMutation();
  const busy = restore.isPending ? restore.variables.promptVersionId : null;

  const toggle = (id: number) =>
    setCompare((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(-2)));

  const chosen = (versions ?? []).filter((v) => compare.includes(v.promptVersionId));
  const [newer, older] = chosen;

  return (
    <section aria-label="Version history" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Version history</h2>
      <p className="mt-1 text-sm text-slate-500">Every save is kept. Tick two versions to compare them side by side.</p>
      {restore.isError ? <Alert className="mt-2">Could not restore that version.</Alert> : null}
      {isPending ? <Spinner label="Loading versions" /> : null}
      {versions && versions.length === 0 ? <p className="mt-3 text-sm text-slate-500">No saved versions yet.</p> : null}
      <ul className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto">
        {versions?.map((v, index) => (
          <li key={v.promptVersionId} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <input
              type="checkbox"
              aria-label={`Compare version ${v.versionNumber}`}
              checked={compare.includes(v.promptVersionId)}
              onChange={() => toggle(v.promptVersionId)}
              className="h-4 w-4 accent-brand-700"
            />
            <span className="font-medium text-slate-900">Version {v.versionNumber}</span>
            <span className="text-slate-600">{v.createdByEmail || 'unknown'}</span>
            <time className="text-slate-500" dateTime={v.createdAt}>
              {formatDateTime(v.createdAt)}
            </time>
            {v.restoredFrom ? (
              <span className="text-xs text-slate-500">restored from version {v.restoredFromNumber}</span>
            ) : null}
            {index === 0 ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Current
              </span>
            ) : (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() =>
                  restore.mutate({ promptId, promptVersionId: v.promptVersionId }, { onSuccess: onRestored })
                }
                className="ml-auto text-sm font-semibold text-brand-700 hover:underline"
                aria-label={`Restore version ${v.promptVersionId}`}
              >
                {busy === v.promptVersionId ? 'Restoring...' : 'Restore'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {newer && older ? <VersionCompare older={older} newer={newer} /> : null}
    </section>
  );
}
