import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';
import { promptTemplateLabels, unknownPlaceholders } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { unsavedChangesQuestion, useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
import { getPrompt, usePrompt, usePrompts } from '../api/get-prompts.ts';
import { promptKeys, rememberPrompt } from '../api/prompt-keys.ts';
import { useSavePromptMutation } from '../api/save-prompt.ts';
import { useSaveStatus } from '../hooks/use-save-status.ts';
import { PlaceholderList } from './placeholder-list.tsx';
import { PromptHistory } from './prompt-history.tsx';
import { PromptTabs } from './prompt-tabs.tsx';
import { Toast } from '../../../components/ui/toast.tsx';

/**
 * Spec 'Admin prompts': a tab per template, the document id, reload, Save and a large text area.
 * All prompts are preloaded; one missing from that answer is fetched when its tab opens.
 */
export function PromptEditor() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<PromptTemplateId>('base_personality');
  const [drafts, setDrafts] = useState<Partial<Record<PromptTemplateId, string>>>({});
  const [statuses, setStatus] = useSaveStatus();

  const all = usePrompts();
  const preloaded = all.data?.find((p) => p.promptId === selected);
  const bodyOf = (id: PromptTemplateId) =>
    id === selected ? (single.data ?? preloaded)?.body : all.data?.find((p) => p.promptId === id)?.body;
  const single = usePrompt(selected, all.isFetched && !preloaded);
  const prompt: Prompt | undefined = single.data ?? preloaded;
  const body = drafts[selected] ?? prompt?.body ?? '';
  const label = promptTemplateLabels[selected];
  const status = statuses[selected];
  const unknown = unknownPlaceholders(body);
  // A draft equal to the saved body is no change.
  const unsaved = new Set(
    (Object.entries(drafts) as [PromptTemplateId, string | undefined][])
      .filter(([id, draft]) => draft !== undefined && draft !== bodyOf(id))
      .map(([id]) => id),
  );
  useUnsavedChangesGuard(unsaved.size > 0);

  const forgetDraft = (id: PromptTemplateId) => setDrafts((d) => ({ ...d, [id]: undefined }));
  const save = useSavePromptMutation({
    onMutate: ({ promptId }) => setStatus(promptId, 'saving'),
    onSuccess: (_prompt, { promptId }) => {
      forgetDraft(promptId);
      setStatus(promptId, 'saved');
    },
    onError: (error, { promptId }) => {
      console.error('Saving the prompt failed', error);
      setStatus(promptId, 'error');
    },
  });

  const reload = async () => {
    const id = selected;
    if (unsaved.has(id) && !window.confirm(unsavedChangesQuestion)) return;
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: promptKeys.one(id),
        queryFn: () => getPrompt(id),
        staleTime: 0,
      });
      rememberPrompt(queryClient, fresh);
      forgetDraft(id);
    } catch (error) {
      console.error('Reloading the prompt failed', error);
    }
  };

  return (
    <div className="space-y-4">
      <PromptTabs selected={selected} onSelect={setSelected} statuses={statuses} unsaved={unsaved} />
      <section
        id="prompt-panel"
        role="tabpanel"
        aria-label={label}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">
            Document ID: <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{selected}</code>
          </p>
          {unsaved.has(selected) ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Unsaved changes
            </span>
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            {status === 'saved' ? <Toast>Saved.</Toast> : null}
            {status === 'error' ? <Alert className="font-medium">Error saving. Check console.</Alert> : null}
            <Button variant="secondary" onClick={() => void reload()} aria-label="Reload">
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" aria-hidden="true">
                <path strokeWidth="2" strokeLinecap="round" d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
              </svg>
              Reload
            </Button>
            <Button
              onClick={() => save.mutate({ promptId: selected, body })}
              disabled={status === 'saving' || !prompt || unknown.length > 0}
            >
              {status === 'saving' ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </div>
        {prompt ? (
          <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
            <div>
              <textarea
                aria-label={`${label} prompt`}
                value={body}
                aria-invalid={unknown.length > 0 || undefined}
                onChange={(e) => setDrafts((d) => ({ ...d, [selected]: e.target.value }))}
                className="block h-[28rem] w-full resize-y rounded-lg border border-slate-300 p-3 font-mono text-sm leading-relaxed text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
              {unknown.length > 0 ? (
                <Alert className="mt-2">
                  {`Unknown placeholder${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `{{${n}}}`).join(', ')}. Use a name from the list, or remove the braces.`}
                </Alert>
              ) : null}
            </div>
            <PlaceholderList />
          </div>
        ) : all.isError || single.isError ? (
          <p className="mt-4 text-sm text-red-700">Could not load the prompt.</p>
        ) : (
          <Spinner label="Loading prompt" />
        )}
        {prompt?.updatedAt ? (
          <p className="mt-2 text-xs text-slate-500">
            Last saved {formatDateTime(prompt.updatedAt)}
            {prompt.updatedByEmail ? ` by ${prompt.updatedByEmail}` : ''}
          </p>
        ) : null}
      </section>
      <PromptHistory promptId={selected} onRestored={(restored) => forgetDraft(restored.promptId)} />
    </div>
  );
}
