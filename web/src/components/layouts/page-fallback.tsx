import { Spinner } from '../ui/spinner.tsx';

/** The first paint while a page's code loads: the app's background and a spinner, no layout jump. */
export function PageFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label="Loading page" />
    </div>
  );
}
