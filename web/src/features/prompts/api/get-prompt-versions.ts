import type { PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getPromptVersions = (promptId: PromptTemplateId) =>
  apiJson<{ versions: PromptVersion[] }>(`/api/admin/prompts/${promptId}/versions`).then((r) => r.versions);
