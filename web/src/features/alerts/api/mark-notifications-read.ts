import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

/** Marks the given notifications read, or all of them when none are given. */
export const markNotificationsRead = (notificationIds?: string[]) =>
  apiJson<NotificationList>('/api/me/notifications/read', {
    method: 'POST',
    json: notificationIds ? { notificationIds } : {},
  });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (list) => {
      queryClient.setQueryData(alertKeys.notifications(), list);
      // The alerts page's pages show read marks too: read again (one request per loaded page).
      void queryClient.invalidateQueries({ queryKey: alertKeys.notificationPages() });
    },
    onError: (error) => console.error('Marking notifications read failed', error),
  });
}
