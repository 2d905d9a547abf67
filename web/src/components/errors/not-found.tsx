import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-600">
        Back to home
      </Link>
    </main>
  );
}
