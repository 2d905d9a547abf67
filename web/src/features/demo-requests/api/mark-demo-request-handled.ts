import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { demoRequestsKey } from './get-demo-requests.ts';

export const markDemoRequestHandled = ({ demoRequestId, handled }: { demoRequestId: string; handled: boolean }) =>
  apiJson<{ demoRequest: AdminDemoRequest }>(`/api/admin/demo-requests/${encodeURIComponent(demoRequestId)}/handled`, {
    method: 'PUT',
    json: { handled },
  }).then((r) => r.demoRequest);

export function useMarkDemoRequestHandledMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDemoRequestHandled,
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminDemoRequest[]>(demoRequestsKey, (list) =>
        list?.map((r) => (r.demoRequestId === updated.demoRequestId ? updated : r)),
      ),
    onError: (error) => console.error('Updating the demo request failed', error),
  });
}
