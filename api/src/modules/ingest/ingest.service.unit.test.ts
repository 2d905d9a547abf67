import { describe, expect, it } from 'vitest';
import { callIdPattern } from '../../contracts/index.ts';
import { stampOf } from './call-stamp.ts';
import { generateCallId } from './ingest.service.ts';

describe('generateCallId', () => {
  it('when a call comes without an id, then the generated one ends in the same UTC stamp the webhooks use', () => {
    const at = new Date('2025-03-03T10:15:07.999Z');
    const id = generateCallId('Suite 7/b', at);
    expect(id).toMatch(/^call-[0-9a-f]{8}_Suite-7-b_20250303_101507$/);
    expect(id.endsWith(`_${stampOf(at)}`)).toBe(true);
    expect(callIdPattern.test(id)).toBe(true);
    expect(generateCallId(undefined, at)).toMatch(/^call-[0-9a-f]{8}_agent_20250303_101507$/);
  });
});
