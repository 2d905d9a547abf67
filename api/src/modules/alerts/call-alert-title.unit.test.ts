import { describe, expect, it } from 'vitest';
import { callAlertTitle } from './call-alert-title.ts';

const friday = new Date('2026-11-27T20:40:00.000Z');

describe('how an alert names its call', () => {
  it("when the call has a summary, then its first sentence, after the time on the hotel's clock", () => {
    expect(
      callAlertTitle({
        startedAt: friday,
        timeZone: 'Europe/Berlin',
        summary: 'The caller complained about the noise. They asked for another room.',
        preview: 'Hello',
      }),
    ).toBe('Call on Fri 21:40: The caller complained about the noise.');
  });

  it("when it has no summary, then the caller's first words; when it has neither, then the time alone", () => {
    expect(
      callAlertTitle({ startedAt: friday, timeZone: 'America/New_York', summary: null, preview: 'Can I book a room' }),
    ).toBe('Call on Fri 15:40: Can I book a room');
    expect(callAlertTitle({ startedAt: friday, timeZone: 'UTC', summary: '  ', preview: '' })).toBe(
      'Call on Fri 20:40',
    );
  });

  it('when the words are long, then they are cut at a readable length, on one line', () => {
    const title = callAlertTitle({
      startedAt: friday,
      timeZone: 'UTC',
      summary: `The caller ${'really '.repeat(30)}wanted a room\nwith a view`,
      preview: null,
    });
    expect(title.length).toBeLessThanOrEqual('Call on Fri 20:40: '.length + 90);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toContain('\n');
  });
});
