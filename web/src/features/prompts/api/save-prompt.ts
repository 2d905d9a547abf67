import type { Prompt, PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const savePrompt = (promptId: PromptTemplateId, body: string) =>
  apiJson<{ prompt: Prompt; version: PromptVersion }>(`/api/admin/prompts/${promptId}`, {
    method: 'PUT',
    json: { body },
  });
