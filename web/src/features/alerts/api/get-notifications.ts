import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export const getNotifications = (cursor?: string | null) =>
  apiJson<NotificationList>(
    cursor ? `/api/me/notifications?${new URLSearchParams({ cursor })}` : '/api/me/notifications',
  );

/** The bell: the newest alerts and the unread count. */
export const useNotifications = () =>
  useQuery({ queryKey: alertKeys.notifications(), queryFn: () => getNotifications() });

/** The alerts page: every alert, a page at a time. */
export const useNotificationPages = () =>
  useInfiniteQuery({
    queryKey: alertKeys.notificationPages(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
