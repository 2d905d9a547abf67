import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

/**
 * What a public page needs around it: the query cache and the session check (the header's account
 * link). The dashboard's provider adds the live session listener, which the public pages never load.
 */
export function PublicProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const loadSession = useAuthStore((s) => s.load);
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
