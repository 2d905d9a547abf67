import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export const getReviewSummary = (hotelId: string) =>
  apiJson<ReviewSummary>(`/api/hotels/${encodeURIComponent(hotelId)}/reviews/summary`);

export const reviewSummaryQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: reviewKeys.summary(hotelId), queryFn: () => getReviewSummary(hotelId) });

export const useReviewSummary = (hotelId: string) => useQuery(reviewSummaryQueryOptions(hotelId));
