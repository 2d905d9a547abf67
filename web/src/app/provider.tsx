import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

// Loaded for signed-in visitors only: the public pages never download the socket client.
const RevokedSessionListener = lazy(() =>
  import('./revoked-session-listener.tsx').then((m) => ({ default: m.RevokedSessionListener })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  );
  const loadSession = useAuthStore((s) => s.load);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  useEffect(() => {
    void loadSession();
  }, [loadSession]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {userId ? (
        <Suspense fallback={null}>
          <RevokedSessionListener key={userId} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
