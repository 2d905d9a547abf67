import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from '../ui/logo.tsx';

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            The AI voice receptionist that answers your hotel's phone around the clock.
          </p>
        </div>
        <nav aria-label="Footer" className="text-sm">
          <h2 className="font-semibold text-slate-900">Product</h2>
          <ul className="mt-3 space-y-2 text-slate-600">
            <li>
              <Link className="hover:text-brand-700" to={paths.tryIt}>
                Call the assistant
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-700" to={paths.signup}>
                Apply for an account
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-700" to={paths.login}>
                Customer login
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm text-slate-600">
          <h2 className="font-semibold text-slate-900">Contact</h2>
          <p className="mt-3">
            <a className="hover:text-brand-700" href="mailto:hello@hotelvoice.dev">
              hello@hotelvoice.dev
            </a>
          </p>
        </div>
      </div>
      <p className="border-t border-slate-200 py-5 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} HotelVoice. All rights reserved. ·{' '}
        <Link className="underline hover:text-brand-700" to={paths.privacy}>
          Privacy
        </Link>
      </p>
    </footer>
  );
}
