import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';

// Loaded for signed-in visitors only: the public pages never download the socket client.
export const RevokedSessionListener = preloadableLazy(async () => {
  const { RevokedSessionListener: Listener } = await import('./revoked-session-listener.tsx');
  return { default: Listener };
});

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const loadSession = useAuthStore((s) => s.load);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  useEffect(() => {
    // A dashboard page the api sent with its data already holds the session user (decision 070):
    // asking again re-rendered the whole page after its first paint for the same answer.
    if (useAuthStore.getState().loading) void loadSession();
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
