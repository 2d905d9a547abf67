import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Prompt, PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { rememberPrompt } from './prompt-keys.ts';

interface SavePromptInput {
  promptId: PromptTemplateId;
  body: string;
}

export const savePrompt = ({ promptId, body }: SavePromptInput) =>
  apiJson<{ prompt: Prompt; version: PromptVersion }>(`/api/admin/prompts/${promptId}`, {
    method: 'PUT',
    json: { body },
  }).then((r) => r.prompt);

type Callbacks = Pick<UseMutationOptions<Prompt, Error, SavePromptInput>, 'onMutate' | 'onSuccess' | 'onError'>;

/**
 * Saves a prompt. Tabs are saved independently, so the callbacks are the hook's (called for every
 * save) rather than mutate's (called for the latest only).
 */
export function useSavePromptMutation(callbacks: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    ...callbacks,
    onSuccess: (prompt, ...rest) => {
      rememberPrompt(queryClient, prompt);
      return callbacks.onSuccess?.(prompt, ...rest);
    },
  });
}
