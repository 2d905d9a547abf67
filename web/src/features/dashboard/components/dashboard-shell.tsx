import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { paths } from '../../../config/paths.ts';
import { ConnectionNotice } from './connection-notice.tsx';

/**
 * The sidebar beside the page; below the md breakpoint the sidebar slides in from a menu button,
 * and closes again on navigation, on picking another hotel, or on Escape.
 */
export function DashboardShell({
  sidebar,
  topBar,
  hotelId = null,
  children,
}: {
  sidebar: ReactNode;
  /** What the phone's top bar says beside the logo: the selected hotel. */
  topBar?: ReactNode;
  /** The selected hotel: picking another in the drawer closes it (issue #32), as a page change does. */
  hotelId?: string | null;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState({ pathname, hotelId });
  if (menuOpen && (openedAt.pathname !== pathname || openedAt.hotelId !== hotelId)) setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <ConnectionNotice />
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden print:hidden">
        <Link to={paths.home} aria-label="HotelVoice home" className="shrink-0">
          <Logo />
        </Link>
        <div className="mx-3 flex min-w-0 flex-1 justify-end">{topBar}</div>
        <button
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="dashboard-sidebar"
          onClick={() => {
            setOpenedAt({ pathname, hotelId });
            setMenuOpen((open) => !open);
          }}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </header>
      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        id="dashboard-sidebar"
        className={`fixed inset-y-0 left-0 z-40 w-72 border-r border-slate-200 bg-white transition-transform md:sticky md:top-0 md:h-screen md:w-64 md:shrink-0 md:translate-x-0 print:hidden ${
          menuOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full md:shadow-none'
        } ${menuOpen ? '' : 'max-md:invisible'}`}
      >
        {sidebar}
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10">{children}</main>
    </div>
  );
}
