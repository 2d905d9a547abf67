import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StatTile {
  label: string;
  value: ReactNode;
  hint?: string;
  /** Where the tile's calls are listed. */
  href?: string;
}

/** A row of numbers the owner scans first. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{tile.value}</dd>
          {tile.hint && <dd className="mt-0.5 text-xs text-slate-500">{tile.hint}</dd>}
          {tile.href && (
            <dd className="mt-1 text-xs">
              <Link to={tile.href} className="font-medium text-brand-700 hover:underline">
                View
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
