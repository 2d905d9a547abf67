import type { PromptTemplateId } from '@hotelvoice/api/contracts';
import type { SaveStatus } from '../hooks/use-save-status.ts';
import { promptTemplates } from '../lib/prompt-templates.ts';

/** One tab per template; a tab being saved shows a spinner. Arrow keys move between tabs. */
export function PromptTabs({
  selected,
  onSelect,
  statuses,
}: {
  selected: PromptTemplateId;
  onSelect: (id: PromptTemplateId) => void;
  statuses: Partial<Record<PromptTemplateId, SaveStatus>>;
}) {
  const move = (delta: number) => {
    const index = promptTemplates.findIndex((t) => t.id === selected);
    const next = promptTemplates[(index + delta + promptTemplates.length) % promptTemplates.length]!;
    onSelect(next.id);
    document.getElementById(`prompt-tab-${next.id}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Prompt templates"
      className="flex flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-2"
    >
      {promptTemplates.map((t) => {
        const active = t.id === selected;
        const saving = statuses[t.id] === 'saving';
        return (
          <button
            key={t.id}
            id={`prompt-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls="prompt-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
            className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition ${
              active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t.label}
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
