import { useQuery } from '@tanstack/react-query';
import type { KnowledgeGap } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { knowledgeGapKeys } from './knowledge-gap-keys.ts';

/** Every hotel's gaps (admins), to spot questions that belong in the general knowledge. */
export const getAllKnowledgeGaps = () =>
  apiJson<{ gaps: KnowledgeGap[] }>('/api/admin/knowledge-gaps').then((r) => r.gaps);

export const useAllKnowledgeGaps = () => useQuery({ queryKey: knowledgeGapKeys.all(), queryFn: getAllKnowledgeGaps });
