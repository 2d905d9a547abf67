import { describe, expect, it } from 'vitest';
import type { CallFacts } from '@hotelvoice/api/contracts';
import { buildCallLog, reportGraceMs, type CallInputs } from './build-call-log.ts';

const endedAt = new Date('2026-11-28T10:00:00.000Z');
const inputs = (facts: CallFacts): CallInputs => ({
  transcript: null,
  recording: null,
  recordingSeconds: null,
  facts,
  factPaths: [],
  providerAudio: false,
});
/** Vapi's status-update "ended" as the webhook stores it: no words yet, a report to follow. */
const endedAwaitingReport: CallFacts = {
  provider: 'vapi',
  status: 'ended',
  startedAt: '2026-11-28T09:59:20.000Z',
  endedAt: endedAt.toISOString(),
  endReason: 'customer-ended-call',
  reportExpected: true,
};
const at = (msAfterEnd: number) => new Date(endedAt.getTime() + msAfterEnd);
const build = (facts: CallFacts, now: Date) => buildCallLog('hotel', 'vapi-call', inputs(facts), now);

describe('an ended call whose platform report is still to come', () => {
  it('when the grace window is still open, then the call is not judged: no outcome, no follow-up, due at the window end', () => {
    const values = build(endedAwaitingReport, at(5_000));
    expect(values).toMatchObject({ status: 'ended', resolution: null, followUpReasons: [], classifierVersion: null });
    expect(values.reportDueAt).toEqual(at(reportGraceMs));
    expect(values.reportArrived).toBe(false);
  });

  it('when the grace window has ended without the report, then the call is judged on what is known (no words: missed)', () => {
    const values = build(endedAwaitingReport, at(reportGraceMs));
    expect(values.reportDueAt).toBeNull();
    expect(values.resolution).toBe('missed_or_failed');
    expect(values.followUpReasons).toContain('missed_or_failed');
  });

  it('when the report has arrived, then the call is judged on it at once and marked as reported', () => {
    const reported: CallFacts = {
      ...endedAwaitingReport,
      outcome: 'success',
      summary: 'Booked.',
      reportExpected: false,
    };
    const values = build(reported, at(1_000));
    expect(values.reportDueAt).toBeNull();
    expect(values.reportArrived).toBe(true);
    expect(values.classifierVersion).not.toBeNull();
  });

  it('when the platform promised no report, then the call is judged at once as before', () => {
    const { reportExpected: _, ...plain } = endedAwaitingReport;
    const values = build(plain, at(1_000));
    expect(values.reportDueAt).toBeNull();
    expect(values.resolution).toBe('missed_or_failed');
  });
});
