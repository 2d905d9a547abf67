import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallLanguages, CallLogListItem } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { useSocketEvent } from '../../../lib/use-socket-event.ts';
import { callLogKeys } from './call-log-keys.ts';

export const getCallLanguages = (hotelId: string) =>
  apiJson<CallLanguages>(`/api/hotels/${encodeURIComponent(hotelId)}/call-logs/languages`);

/** The languages the hotel's calls were in, for the filter; a call in a language not listed yet adds it. */
export function useCallLanguages(hotelId: string) {
  const queryClient = useQueryClient();
  const key = callLogKeys.languages(hotelId);
  const query = useQuery({ queryKey: key, queryFn: () => getCallLanguages(hotelId) });
  useSocketEvent('call:upserted', (call: CallLogListItem) => {
    const known = query.data?.languages.some((l) => l.language === call.language) ?? true;
    if (call.hotelId === hotelId && call.language && !known) void queryClient.invalidateQueries({ queryKey: key });
  });
  return query;
}
