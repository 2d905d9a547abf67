import { describe, expect, it } from 'vitest';
import { auditDetailText } from './audit-details.ts';

describe('auditDetailText', () => {
  it('when a callback number was shown, then the entry names the call and who saw it, in words', () => {
    expect(
      auditDetailText({
        action: 'callback.number_shown',
        subject: 'c1_frontdesk_20261101_090000',
        details: { role: 'front_desk' },
      }),
    ).toBe('Call c1_frontdesk_20261101_090000 · by the front desk');
  });

  it('when an entry carries settings, then they follow its subject as name and value', () => {
    expect(
      auditDetailText({
        action: 'retention.changed',
        subject: '',
        details: { recordingDays: 30, transcriptDays: null },
      }),
    ).toBe('recordingDays: 30, transcriptDays: forever');
  });
});
