import type { CallLogListItem } from '@hotelvoice/api/contracts';
import { formatSeconds, formatTime } from '../../../lib/date-time.ts';

type Timed = Pick<CallLogListItem, 'startedAt' | 'endedAt' | 'durationSeconds'>;

/**
 * What the guest wanted, the first thing a list item and a title say: the provider's summary when
 * the call has one, else the guest's first line (the list's `preview`).
 */
export function leadLineOf(item: Pick<CallLogListItem, 'preview'> & { summary?: string | null }): string {
  return item.summary?.trim() || item.preview.trim();
}

/** Whole seconds of the call, or null when unknown; the list, the title and the player share it. */
export function callSeconds(call: Timed): number | null {
  if (!call.startedAt || !call.endedAt) return null;
  const seconds = call.durationSeconds ?? (Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000;
  return Number.isFinite(seconds) ? Math.round(Number(seconds)) : null;
}

/** Spec §5 'Call duration': N/A when either time is missing. */
export function formatCallDuration(call: Timed): string {
  const seconds = callSeconds(call);
  return seconds === null ? 'N/A' : formatSeconds(seconds);
}

/**
 * A title for people: 'Call at 7:25 AM · 0:22' on the hotel's clock (the internal id is for
 * support). The provider's summary is not repeated here: the call summary right below shows it.
 */
export function callTitle(call: Timed, timeZone?: string): string {
  const seconds = callSeconds(call);
  const at = `Call at ${formatTime(call.startedAt, { timeZone })}`;
  return seconds === null ? at : `${at} · ${formatSeconds(seconds)}`;
}

/** A language code ('de') in words, in the viewer's language ('German'); the code itself when unknown. */
let languageNames: Intl.DisplayNames | null = null;

export function languageName(code: string): string {
  try {
    languageNames ??= new Intl.DisplayNames(undefined, { type: 'language' });
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'German', with "auto-detected" when our detector (not the voice platform) named it. */
export function languageLabel(call: Pick<CallLogListItem, 'language' | 'languageSource'>): string | null {
  if (!call.language) return null;
  return `${languageName(call.language)}${call.languageSource === 'auto' ? ' (auto-detected)' : ''}`;
}
