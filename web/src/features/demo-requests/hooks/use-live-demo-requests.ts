import { useQueryClient } from '@tanstack/react-query';
import type { AdminDemoRequest } from '@hotelvoice/api/contracts';
import { useRoom } from '../../../lib/use-room.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { demoRequestsKey, useDemoRequests } from '../api/get-demo-requests.ts';

/** The inbox, with demo-request:created arrivals put on top of the cached list. */
export function useLiveDemoRequests() {
  const queryClient = useQueryClient();
  const query = useDemoRequests();

  useSocketEvent('demo-request:created', (event) => {
    queryClient.setQueryData<AdminDemoRequest[]>(demoRequestsKey, (list) =>
      !list || list.some((r) => r.demoRequestId === event.demoRequestId)
        ? list
        : [{ ...event, handledAt: null }, ...list],
    );
  });

  // After a reconnect, reload to pick up whatever arrived while disconnected; a load already under
  // way (the page's own, after the first join) is kept, not cancelled and started again.
  useRoom(
    'admins',
    null,
    () => void queryClient.invalidateQueries({ queryKey: demoRequestsKey }, { cancelRefetch: false }),
  );
  return query;
}
