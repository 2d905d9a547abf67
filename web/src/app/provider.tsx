import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useAuthStore, useSessionCheck } from '../features/auth/stores/auth-store.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';

// Loaded for signed-in visitors only: the public pages never download the socket client.
export const RevokedSessionListener = preloadableLazy(async () => {
  const { RevokedSessionListener: Listener } = await import('./revoked-session-listener.tsx');
  return { default: Listener };
});

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  // Every app page shows the auth state (guards, shell). A dashboard page the api sent with its
  // data already holds the session user (decision 070): asking again re-rendered the whole page.
  useSessionCheck();
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
