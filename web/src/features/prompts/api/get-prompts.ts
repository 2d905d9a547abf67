import type { Prompt, PromptTemplateId } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getPrompts = () => apiJson<{ prompts: Prompt[] }>('/api/admin/prompts').then((r) => r.prompts);

export const getPrompt = (promptId: PromptTemplateId) =>
  apiJson<{ prompt: Prompt }>(`/api/admin/prompts/${promptId}`).then((r) => r.prompt);
