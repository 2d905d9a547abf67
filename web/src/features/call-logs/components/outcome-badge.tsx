import type { CallOutcome } from '@hotelvoice/api/contracts';

const looks: Record<CallOutcome, { label: string; className: string }> = {
  success: { label: 'Successful', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  failure: { label: 'Unsuccessful', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  unknown: { label: 'Unclear', className: 'bg-slate-50 text-slate-600 ring-slate-200' },
};

/** The provider's success evaluation of the call; nothing when it gave none. */
export function OutcomeBadge({ outcome }: { outcome: CallOutcome | null }) {
  if (!outcome) return null;
  const look = looks[outcome];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${look.className}`} title="Outcome">
      <span className="sr-only">Outcome: </span>
      {look.label}
    </span>
  );
}
