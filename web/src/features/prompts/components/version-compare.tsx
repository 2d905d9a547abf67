import { useMemo } from 'react';
import type { PromptVersion } from '@hotelvoice/api/contracts';
import { lineDiff } from '../lib/line-diff.ts';

const cell = {
  same: ['', ''],
  removed: ['bg-red-50 text-red-900', 'bg-slate-50'],
  added: ['bg-slate-50', 'bg-emerald-50 text-emerald-900'],
  changed: ['bg-red-50 text-red-900', 'bg-emerald-50 text-emerald-900'],
} as const;

/** Two versions side by side, older on the left, with removed and added lines marked. */
export function VersionCompare({ older, newer }: { older: PromptVersion; newer: PromptVersion }) {
  const rows = useMemo(() => lineDiff(older.body, newer.body), [older.body, newer.body]);
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full table-fixed border-collapse font-mono text-xs" aria-label="Version comparison">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="w-1/2 border-b border-slate-200 p-2 font-sans">Version {older.versionNumber}</th>
            <th className="w-1/2 border-b border-slate-200 p-2 font-sans">Version {newer.versionNumber}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-kind={row.kind}>
              <td className={`border-r border-slate-200 p-1.5 align-top whitespace-pre-wrap ${cell[row.kind][0]}`}>
                {row.left ?? ''}
              </td>
              <td className={`p-1.5 align-top whitespace-pre-wrap ${cell[row.kind][1]}`}>{row.right ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
