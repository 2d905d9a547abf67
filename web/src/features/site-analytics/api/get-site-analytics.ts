import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteAnalytics } from '@hotelvoice/api/contracts';
import { apiJson } from '../../../lib/api-client.ts';

export const getSiteAnalytics = (from: string, to: string) =>
  apiJson<SiteAnalytics>(`/api/admin/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);

export const siteAnalyticsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: ['admin', 'analytics', from, to], queryFn: () => getSiteAnalytics(from, to) });

/** The period's numbers; the previous period's stay on screen while a new one loads. */
export const useSiteAnalytics = (from: string, to: string) =>
  useQuery({ ...siteAnalyticsQueryOptions(from, to), placeholderData: keepPreviousData });
