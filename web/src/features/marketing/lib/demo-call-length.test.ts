import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledDemoCallSeconds } from './demo-call-length.ts';

describe('bundledDemoCallSeconds', () => {
  it('when the demo recording is remade, then this constant must follow the measured length', () => {
    const json = JSON.parse(
      readFileSync(new URL('../../../../public/demo/demo-call.json', import.meta.url), 'utf8'),
    ) as {
      duration: number;
    };
    expect(bundledDemoCallSeconds).toBe(json.duration);
  });
});
