import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const getUsers = () => apiJson<{ users: AdminUser[] }>('/api/admin/users').then((r) => r.users);

export const usersQueryOptions = () => queryOptions({ queryKey: accountKeys.users, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
