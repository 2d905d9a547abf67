import { apiJson } from '../../../lib/api-client.ts';

/** Activates a pending (or deactivated) account and links it to the hotels. */
export const activateUser = (userId: string, hotelIds: string[], pending: boolean) =>
  apiJson<void>(`/api/admin/${pending ? 'applications' : 'users'}/${encodeURIComponent(userId)}/activate`, {
    method: 'POST',
    json: { hotelIds },
  });
