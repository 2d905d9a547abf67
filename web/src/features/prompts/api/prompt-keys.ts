import type { QueryClient } from '@tanstack/react-query';
import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';

export const promptKeys = {
  all: ['admin', 'prompts'] as const,
  one: (id: PromptTemplateId) => ['admin', 'prompts', id] as const,
  versions: (id: PromptTemplateId) => ['admin', 'prompts', id, 'versions'] as const,
};

/** A prompt the api answered after a save, restore or reload: cached, and its history read again. */
export function rememberPrompt(queryClient: QueryClient, prompt: Prompt): void {
  queryClient.setQueryData<Prompt[]>(promptKeys.all, (list) =>
    list?.map((p) => (p.promptId === prompt.promptId ? prompt : p)),
  );
  queryClient.setQueryData(promptKeys.one(prompt.promptId), prompt);
  void queryClient.invalidateQueries({ queryKey: promptKeys.versions(prompt.promptId) });
}
