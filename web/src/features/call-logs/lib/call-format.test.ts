import { describe, expect, it } from 'vitest';
import { callTitle, formatCallDuration, languageLabel, languageName, leadLineOf } from './call-format.ts';

const call = { startedAt: '2025-03-03T07:25:00.000Z', endedAt: '2025-03-03T07:25:22.000Z', durationSeconds: 21.6 };

describe('call format', () => {
  it('when a call has a summary, then it leads; else the guest line does', () => {
    expect(leadLineOf({ preview: 'Do you allow dogs?', summary: 'Guest asked about pets.' })).toBe(
      'Guest asked about pets.',
    );
    expect(leadLineOf({ preview: 'Do you allow dogs?', summary: '  ' })).toBe('Do you allow dogs?');
    expect(leadLineOf({ preview: 'Do you allow dogs?' })).toBe('Do you allow dogs?');
  });

  it('when the measured duration has a fraction, then list and title round it the same way', () => {
    expect(formatCallDuration(call)).toBe('0:22');
    expect(callTitle(call, 'UTC')).toMatch(/^Call at 7:25\sAM · 0:22$/);
  });

  it('when the call has a summary, then the title still names the time, so the summary shows once', () => {
    expect(callTitle({ ...call, summary: 'Guest asked about pets.' } as typeof call, 'UTC')).toMatch(
      /^Call at 7:25\sAM/,
    );
  });

  it('when the end is missing, then the duration is N/A and the title has only the time', () => {
    expect(formatCallDuration({ ...call, endedAt: null })).toBe('N/A');
    expect(callTitle({ ...call, endedAt: null }, 'Asia/Tokyo')).toMatch(/^Call at 4:25\sPM$/);
  });

  it('when a call has a language, then it reads as words, marked when it was detected here', () => {
    expect(languageName('de')).not.toBe('de');
    expect(languageLabel({ language: 'de', languageSource: 'auto' })).toBe(`${languageName('de')} (auto-detected)`);
    expect(languageLabel({ language: 'de', languageSource: 'provider' })).toBe(languageName('de'));
    expect(languageLabel({ language: null, languageSource: null })).toBeNull();
  });
});
