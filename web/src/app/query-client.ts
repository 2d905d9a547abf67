import { QueryClient } from '@tanstack/react-query';

/** The one query cache of a page: made by the entry, which may fill it before the first render. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } });
