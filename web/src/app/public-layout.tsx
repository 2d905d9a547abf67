import type { ReactNode } from 'react';
import { PublicFooter } from '../components/layouts/public-footer.tsx';
import { PublicHeader } from '../components/layouts/public-header.tsx';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';

/**
 * Header and footer of every public page; the header's account link follows the auth state, which
 * the page's request brought (decision 108).
 */
export function PublicLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  const signedIn = useAuthStore((s) => s.user !== null);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <PublicHeader signedIn={signedIn} />
      <main className="flex-1">{children}</main>
      {footer ? <PublicFooter /> : null}
    </div>
  );
}
