import { useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export const getNotifications = () => apiJson<NotificationList>('/api/me/notifications');

export const useNotifications = () => useQuery({ queryKey: alertKeys.notifications(), queryFn: getNotifications });
