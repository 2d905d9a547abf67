import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '@hotelvoice/api/contracts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { useSocketState } from '../../../lib/use-socket-state.ts';
import { alertKeys } from '../api/alert-keys.ts';

/**
 * New alerts arrive on the person's own socket room (joined by the server at connect): each is
 * put at the top of the cached list and counted unread, once, however often it is delivered; a
 * withdrawn one leaves the list (and the unread count) at once.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useSocketEvent('notification:created', (notification: AppNotification) => {
    queryClient.setQueryData<NotificationList>(alertKeys.notifications(), (list) => {
      if (!list) return list;
      if (list.notifications.some((n) => n.notificationId === notification.notificationId)) return list;
      return { ...list, notifications: [notification, ...list.notifications], unread: list.unread + 1 };
    });
    // The alerts page, if open, reads its pages again: the new alert goes on top of the first.
    void queryClient.invalidateQueries({ queryKey: alertKeys.notificationPages() });
  });
  // An alert its call no longer supports (a late report said otherwise) leaves the bell and the page.
  useSocketEvent('notification:withdrawn', ({ notificationId }: { notificationId: string }) => {
    const list = queryClient.getQueryData<NotificationList>(alertKeys.notifications());
    const gone = list?.notifications.find((n) => n.notificationId === notificationId);
    if (list && gone) {
      queryClient.setQueryData<NotificationList>(alertKeys.notifications(), {
        ...list,
        notifications: list.notifications.filter((n) => n !== gone),
        unread: gone.readAt ? list.unread : Math.max(0, list.unread - 1),
      });
    } else {
      // Older than the bell's list: only the server knows whether it was counted unread.
      void queryClient.invalidateQueries({ queryKey: alertKeys.notifications() });
    }
    void queryClient.invalidateQueries({ queryKey: alertKeys.notificationPages() });
  });
  // Alerts raised while the connection was down are fetched when it comes back.
  const state = useSocketState();
  const wasDown = useRef(false);
  useEffect(() => {
    if (state !== 'connected') wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: alertKeys.notifications() });
    }
  }, [state, queryClient]);
}
