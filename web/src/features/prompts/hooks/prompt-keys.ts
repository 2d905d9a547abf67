import type { PromptTemplateId } from '@hotelvoice/api/contracts';

export const promptKeys = {
  all: ['admin', 'prompts'] as const,
  one: (id: PromptTemplateId) => ['admin', 'prompts', id] as const,
  versions: (id: PromptTemplateId) => ['admin', 'prompts', id, 'versions'] as const,
};
