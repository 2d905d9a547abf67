import type { Prompt, PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const restorePromptVersion = (promptId: PromptTemplateId, promptVersionId: number) =>
  apiJson<{ prompt: Prompt; version: PromptVersion }>(
    `/api/admin/prompts/${promptId}/versions/${promptVersionId}/restore`,
    { method: 'POST' },
  );
