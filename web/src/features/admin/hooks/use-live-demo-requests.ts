import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AdminDemoRequest, DemoRequestEvent } from '@hotelvoice/api/contracts';
import { useAdminRoom } from '../../../lib/admin-room.ts';
import { getSocket } from '../../../lib/socket.ts';
import { getDemoRequests } from '../api/get-demo-requests.ts';
import { adminKeys } from './admin-keys.ts';

/** The inbox, with demo-request:created arrivals put on top of the cached list. */
export function useLiveDemoRequests() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.demoRequests, queryFn: getDemoRequests });

  const onCreated = useCallback(
    (event: DemoRequestEvent) => {
      queryClient.setQueryData<AdminDemoRequest[]>(adminKeys.demoRequests, (list) =>
        !list || list.some((r) => r.demoRequestId === event.demoRequestId)
          ? list
          : [{ ...event, handledAt: null }, ...list],
      );
    },
    [queryClient],
  );

  useEffect(() => {
    const socket = getSocket();
    socket.on('demo-request:created', onCreated);
    return () => {
      socket.off('demo-request:created', onCreated);
    };
  }, [onCreated]);

  // After a reconnect, reload to pick up whatever arrived while disconnected; a load already under
  // way (the page's own, after the first join) is kept, not cancelled and started again.
  useAdminRoom(
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.demoRequests }, { cancelRefetch: false }),
  );
  return query;
}
