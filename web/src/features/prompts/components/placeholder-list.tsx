import { promptPlaceholders } from '@hotelvoice/api/contracts/constants';

/** The names a template may use, beside the editor, each filled per hotel when the agent calls. */
export function PlaceholderList() {
  return (
    <aside aria-labelledby="placeholders-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id="placeholders-title" className="text-sm font-semibold text-slate-900">
        Placeholders
      </h3>
      <p className="mt-1 text-xs text-slate-500">Filled in for each hotel when the agent reads its prompt.</p>
      <dl className="mt-3 space-y-2">
        {Object.entries(promptPlaceholders).map(([name, meaning]) => (
          <div key={name}>
            <dt>
              <code className="text-xs text-slate-900">{`{{${name}}}`}</code>
            </dt>
            <dd className="text-xs text-slate-600">{meaning}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
