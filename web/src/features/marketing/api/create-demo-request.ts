import { useMutation } from '@tanstack/react-query';
import type { CreateDemoRequestBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const createDemoRequest = (input: CreateDemoRequestBody) =>
  apiJson<{ demoRequestId: string }>('/api/demo-requests', { method: 'POST', json: input });

export function useCreateDemoRequestMutation() {
  return useMutation({
    mutationFn: createDemoRequest,
    onError: (error) => {
      console.error('Demo request failed', error);
      window.alert('Something went wrong. Please try again later.');
    },
  });
}
