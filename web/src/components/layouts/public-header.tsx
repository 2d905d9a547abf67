import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';

/** Spec §2 public header: logo to /, Dashboard or Login, and a mobile menu that adds 'Try It Out'. */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const account = signedIn ? { to: paths.dashboard.home, label: 'Dashboard' } : { to: paths.login, label: 'Login' };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link
          to={paths.home}
          aria-label="HotelVoice home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          <Link to={account.to} className={buttonClasses('primary')}>
            {account.label}
          </Link>
        </nav>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      {open ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            <li>
              <Link
                to={paths.tryIt}
                className="block rounded-lg px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100"
                onClick={() => setOpen(false)}
              >
                Try It Out
              </Link>
            </li>
            <li>
              <Link
                to={account.to}
                className="block rounded-lg px-3 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
                onClick={() => setOpen(false)}
              >
                {account.label}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
