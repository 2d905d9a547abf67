import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';
import { promptTemplateLabels } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { getPrompt, usePrompt, usePrompts } from '../api/get-prompts.ts';
import { promptKeys, rememberPrompt } from '../api/prompt-keys.ts';
import { useSavePromptMutation } from '../api/save-prompt.ts';
import { useSaveStatus } from '../hooks/use-save-status.ts';
import { PromptHistory } from './prompt-history.tsx';
import { PromptTabs } from './prompt-tabs.tsx';

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
  const single = usePrompt(selected, all.isFetched && !preloaded);
  const prompt: Prompt | undefined = single.data ?? preloaded;
  const body = drafts[selected] ?? prompt?.body ?? '';
  const label = promptTemplateLabels[selected];
  const status = statuses[selected];

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
      <PromptTabs selected={selected} onSelect={setSelected} statuses={statuses} />
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
          <div className="ml-auto flex items-center gap-3">
            {status === 'saved' ? (
              <p role="status" className="text-sm font-medium text-emerald-700">
                Saved.
              </p>
            ) : null}
            {status === 'error' ? <Alert className="font-medium">Error saving. Check console.</Alert> : null}
            <Button variant="secondary" onClick={() => void reload()} aria-label="Reload">
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" aria-hidden="true">
                <path strokeWidth="2" strokeLinecap="round" d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
              </svg>
              Reload
            </Button>
            <Button onClick={() => save.mutate({ promptId: selected, body })} disabled={status === 'saving' || !prompt}>
              {status === 'saving' ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </div>
        {prompt ? (
          <textarea
            aria-label={`${label} prompt`}
            value={body}
            onChange={(e) => setDrafts((d) => ({ ...d, [selected]: e.target.value }))}
            className="mt-4 block h-[28rem] w-full resize-y rounded-lg border border-slate-300 p-3 font-mono text-sm leading-relaxed text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
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
