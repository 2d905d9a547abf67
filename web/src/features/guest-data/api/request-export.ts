import { useMutation } from '@tanstack/react-query';
import type { ExportAnswer } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const requestExport = (hotelId: string) =>
  apiJson<ExportAnswer>(`/api/hotels/${encodeURIComponent(hotelId)}/exports`, { method: 'POST', json: {} });

export function useRequestExport(hotelId: string) {
  return useMutation({ mutationFn: () => requestExport(hotelId) });
}
