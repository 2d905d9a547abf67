import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  const loadSession = useAuthStore((s) => s.load);
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
