import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prompt, PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberPrompt } from './prompt-keys.ts';

export const restorePromptVersion = ({
  promptId,
  promptVersionId,
}: {
  promptId: PromptTemplateId;
  promptVersionId: number;
}) =>
  apiJson<{ prompt: Prompt; version: PromptVersion }>(
    `/api/admin/prompts/${promptId}/versions/${promptVersionId}/restore`,
    { method: 'POST' },
  ).then((r) => r.prompt);

export function useRestorePromptVersionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePromptVersion,
    onSuccess: (prompt) => rememberPrompt(queryClient, prompt),
    onError: (error) => console.error('Restoring the version failed', error),
  });
}
