import { promptTemplateIds, promptTemplateLabels, type PromptTemplateId } from '@hotelvoice/api/contracts/constants';
import type { SaveStatus } from '../hooks/use-save-status.ts';

/** One tab per template; a tab being saved shows a spinner, one with unsaved edits a dot. Arrow keys move between tabs. */
export function PromptTabs({
  selected,
  onSelect,
  statuses,
  unsaved,
}: {
  selected: PromptTemplateId;
  onSelect: (id: PromptTemplateId) => void;
  statuses: Partial<Record<PromptTemplateId, SaveStatus>>;
  /** Tabs holding edits not saved yet, marked so they are not forgotten. */
  unsaved: ReadonlySet<PromptTemplateId>;
}) {
  const move = (delta: number) => {
    const index = promptTemplateIds.indexOf(selected);
    const next = promptTemplateIds[(index + delta + promptTemplateIds.length) % promptTemplateIds.length]!;
    onSelect(next);
    document.getElementById(`prompt-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Prompt templates"
      className="flex flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-2"
    >
      {promptTemplateIds.map((id) => {
        const active = id === selected;
        const saving = statuses[id] === 'saving';
        return (
          <button
            key={id}
            id={`prompt-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls="prompt-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
            className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition ${
              active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {promptTemplateLabels[id]}
            {unsaved.has(id) ? (
              <span
                aria-label="unsaved changes"
                title="Unsaved changes"
                className="h-2 w-2 rounded-full bg-amber-400"
              />
            ) : null}
            {saving ? (
              <span
                role="status"
                aria-label="Saving"
                className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
