import type { ReactNode } from 'react';

/**
 * A message that comes and goes by itself ('Saved.', 'Copied'): it floats over the page, bottom
 * centre, so its arrival and departure never move what the user is looking at or about to click.
 * Render it only while the message shows.
 */
export function Toast({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'neutral' }) {
  const colour = tone === 'success' ? 'bg-emerald-700' : 'bg-slate-800';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4 print:hidden">
      <p role="status" className={`rounded-xl px-4 py-2.5 text-sm font-medium text-white shadow-lg ${colour}`}>
        {children}
      </p>
    </div>
  );
}
