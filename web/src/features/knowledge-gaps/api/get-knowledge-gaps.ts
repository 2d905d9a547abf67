import { useQuery } from '@tanstack/react-query';
import type { KnowledgeGap } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { knowledgeGapKeys } from './knowledge-gap-keys.ts';

export const getKnowledgeGaps = (hotelId: string) =>
  apiJson<{ gaps: KnowledgeGap[] }>(`/api/hotels/${encodeURIComponent(hotelId)}/knowledge-gaps`).then((r) => r.gaps);

export const useKnowledgeGaps = (hotelId: string) =>
  useQuery({ queryKey: knowledgeGapKeys.hotel(hotelId), queryFn: () => getKnowledgeGaps(hotelId) });
