import { Link } from 'react-router';

export interface Category {
  key: string;
  label: string;
  value: number;
  href: string;
}

/**
 * Outcomes, sentiment and topics: a labelled horizontal bar per category, each a link to the call
 * log of exactly those calls. Plain HTML (a list of links) reads well to screen readers as it is;
 * each link's name starts with the words it shows (WCAG 2.5.3, label in name).
 */
export function CategoryBars({ title, categories, total }: { title: string; categories: Category[]; total: number }) {
  const max = Math.max(1, ...categories.map((c) => c.value));
  return (
    <ul aria-label={title} className="flex flex-col gap-1.5">
      {categories.map((c) => {
        const share = total > 0 ? Math.round((c.value / total) * 100) : 0;
        return (
          <li key={c.key}>
            <Link to={c.href} className="group block rounded focus-visible:outline-2 focus-visible:outline-brand-700">
              {/* The link's name is its visible text plus the words a screen reader needs around it. */}
              <div className="flex justify-between text-sm">
                <span className="text-slate-700 group-hover:text-slate-900">
                  {c.label}
                  <span className="sr-only">:</span>
                </span>
                <span className="text-slate-500 tabular-nums">
                  {c.value}
                  <span className="sr-only"> calls</span> <span className="text-xs">({share} %)</span>
                  <span className="sr-only">. Open these calls.</span>
                </span>
              </div>
              <div className="mt-0.5 h-2 rounded bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded bg-brand-600 group-hover:bg-brand-700"
                  style={{ width: `${(c.value / max) * 100}%` }}
                />
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
