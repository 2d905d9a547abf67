import { zoneFormatters } from '../../platform/zone-formatters.ts';

/** Longest title an alert gets from the call's words; the full summary stays in its detail. */
const maxWords = 90;

/**
 * How an alert names its call for people (issue #32 item 9): when it came, on the hotel's clock,
 * and what it was about, never the internal id: "Call on Fri 21:40: The caller complained about
 * the noise…". The about-part is the summary's first sentence, else the caller's first words.
 */
export function callAlertTitle(call: {
  startedAt: Date;
  timeZone: string;
  summary: string | null;
  preview: string | null;
}): string {
  const when = clockOf(call.timeZone).format(call.startedAt);
  const about = firstSentence(call.summary?.trim() || call.preview?.trim() || '');
  return about ? `Call on ${when.replace(',', '')}: ${about}` : `Call on ${when.replace(',', '')}`;
}

/** The hotel's weekday and time, one formatter per time zone (issue #36). */
const clockOf = zoneFormatters('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function firstSentence(text: string): string {
  const sentence = /^(.+?[.!?])(\s|$)/s.exec(text)?.[1] ?? text;
  const oneLine = sentence.replace(/\s+/g, ' ');
  return oneLine.length <= maxWords ? oneLine : `${oneLine.slice(0, maxWords - 1).trimEnd()}…`;
}
