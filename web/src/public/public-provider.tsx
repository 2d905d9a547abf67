import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * What a public page needs around it: the query cache. The session is checked by what shows it
 * (useSessionCheck); the dashboard's provider adds the live session listener, which the public
 * pages never load.
 */
export function PublicProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
