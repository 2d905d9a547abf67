import { useQuery } from '@tanstack/react-query';
import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { promptKeys } from './prompt-keys.ts';

export const getPrompts = () => apiJson<{ prompts: Prompt[] }>('/api/admin/prompts').then((r) => r.prompts);

export const getPrompt = (promptId: PromptTemplateId) =>
  apiJson<{ prompt: Prompt }>(`/api/admin/prompts/${promptId}`).then((r) => r.prompt);

/** Every template's prompt, read at once so switching tabs waits for nothing. */
export const usePrompts = () => useQuery({ queryKey: promptKeys.all, queryFn: getPrompts });

/** One prompt, read only when asked for (`enabled`): for a template the preload lacked. */
export const usePrompt = (promptId: PromptTemplateId, enabled: boolean) =>
  useQuery({ queryKey: promptKeys.one(promptId), queryFn: () => getPrompt(promptId), enabled });
