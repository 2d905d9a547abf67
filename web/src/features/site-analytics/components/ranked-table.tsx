import type { ReactNode } from 'react';

/** A small ranked list (top pages, referrers, campaigns) as a table people and screen readers can read. */
export function RankedTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: [string, string];
  rows: { key: string; label: ReactNode; value: number }[];
  empty: string;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm" aria-label={title}>
          <thead>
            <tr className="text-left text-xs text-slate-500 uppercase">
              <th className="py-1 font-medium">{columns[0]}</th>
              <th className="py-1 text-right font-medium">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <td className="py-1.5 break-all text-slate-800">{row.label}</td>
                <td className="py-1.5 text-right font-medium text-slate-900 tabular-nums">
                  {row.value.toLocaleString()}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
