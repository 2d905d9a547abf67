import { useMutation } from '@tanstack/react-query';
import type { CreateDemoRequestBody } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';

export const createDemoRequest = (input: CreateDemoRequestBody) =>
  apiJson<{ demoRequestId: string }>('/api/demo-requests', { method: 'POST', json: input });

export function useCreateDemoRequestMutation() {
  return useMutation({
    mutationFn: createDemoRequest,
    onSuccess: () => trackSiteEvent('demo_request_sent'),
    onError: (error) => {
      console.error('Demo request failed', error);
      window.alert('Something went wrong. Please try again later.');
    },
  });
}
