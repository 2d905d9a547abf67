import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/logo.tsx';

interface AuthShellProps {
  /** The welcome panel's heading and text (hidden on small screens, where the form comes first). */
  welcome: { title: string; text: string };
  children: ReactNode;
}

/** Two-panel frame of the login, sign-up and admin login pages. */
export function AuthShell({ welcome, children }: AuthShellProps) {
  return (
    <div className="grid min-h-screen bg-white lg:grid-cols-2">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 p-12 text-white lg:flex">
        <Link to={paths.home} aria-label="HotelVoice home" className="w-fit rounded-md bg-white/95 px-3 py-2">
          <Logo />
        </Link>
        <div>
          <h2 className="text-4xl font-bold tracking-tight">{welcome.title}</h2>
          <p className="mt-4 max-w-md text-lg text-brand-50">{welcome.text}</p>
        </div>
        <p className="text-sm text-brand-100">Answering hotel calls 24/7, in every time zone.</p>
      </aside>
      <div className="flex flex-col px-4 py-8 sm:px-8">
        <Link to={paths.home} aria-label="HotelVoice home" className="w-fit lg:hidden">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">{children}</div>
      </div>
    </div>
  );
}
