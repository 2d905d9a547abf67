import { Suspense, lazy } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

// Loaded in the signed-in areas only: the public pages never download the socket client.
const RevokedSessionListener = lazy(async () => ({
  default: (await import('./revoked-session-listener.tsx')).RevokedSessionListener,
}));

/**
 * What a signed-in page listens for beside its own live data (a session revoked elsewhere), one per
 * user. Rendered by the dashboard and admin layouts after their loader's user is in the store.
 */
export function SignedInListeners() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return userId ? (
    <Suspense fallback={null}>
      <RevokedSessionListener key={userId} />
    </Suspense>
  ) : null;
}
