import { useQuery } from '@tanstack/react-query';
import type { PromptTemplateId, PromptVersion } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { promptKeys } from './prompt-keys.ts';

export const getPromptVersions = (promptId: PromptTemplateId) =>
  apiJson<{ versions: PromptVersion[] }>(`/api/admin/prompts/${promptId}/versions`).then((r) => r.versions);

export const usePromptVersions = (promptId: PromptTemplateId) =>
  useQuery({ queryKey: promptKeys.versions(promptId), queryFn: () => getPromptVersions(promptId) });
