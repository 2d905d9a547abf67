import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeGap } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { knowledgeGapKeys } from './knowledge-gap-keys.ts';

export interface AnswerInput {
  hotelId: string;
  knowledgeGapId: string;
  answer: string;
}

export const answerKnowledgeGap = (input: AnswerInput) =>
  apiJson<{ gaps: KnowledgeGap[] }>(
    `/api/hotels/${encodeURIComponent(input.hotelId)}/knowledge-gaps/${encodeURIComponent(input.knowledgeGapId)}/answer`,
    { method: 'POST', json: { answer: input.answer } },
  );

/** The answer becomes hotel knowledge; the answer's reply is the hotel's list, put straight in the cache. */
export function useAnswerKnowledgeGap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerKnowledgeGap,
    onSuccess: (result, input) => {
      queryClient.setQueryData(knowledgeGapKeys.hotel(input.hotelId), result.gaps);
      void queryClient.invalidateQueries({ queryKey: knowledgeGapKeys.all() });
    },
    onError: (error) => console.error('Answering the question failed', error),
  });
}
