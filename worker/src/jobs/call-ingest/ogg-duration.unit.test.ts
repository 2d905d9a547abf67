import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@hotelvoice/api/platform/paths';
import { measureOgg } from './ogg-duration.ts';

const sample = fs.readFileSync(path.join(repoRoot, 'scripts/fixtures/calls/booking-en.ogg'));

describe('measureOgg', () => {
  it('when the recording is a whole Ogg Opus file, then its duration agrees with music-metadata', async () => {
    const measured = measureOgg(sample);
    const reference = await parseBuffer(sample, { mimeType: 'audio/ogg' }, { duration: true });
    expect(measured.ok).toBe(true);
    if (!measured.ok) return;
    expect(measured.seconds).toBeGreaterThan(3);
    expect(Math.abs(measured.seconds - (reference.format.duration ?? 0))).toBeLessThan(0.05);
  });

  it('when the file is cut in the middle of a page, then it is reported as truncated', () => {
    expect(measureOgg(sample.subarray(0, Math.floor(sample.length / 2)))).toEqual({ ok: false, problem: 'truncated' });
  });

  it('when the file is cut at a page boundary, then the missing end-of-stream flag is reported', () => {
    const secondLastPage = sample.lastIndexOf(Buffer.from('OggS'), sample.length - 1);
    expect(measureOgg(sample.subarray(0, secondLastPage))).toEqual({ ok: false, problem: 'no_end_of_stream' });
  });

  it('when the bytes are not Ogg at all, then it says so', () => {
    expect(measureOgg(Buffer.from('RIFF....WAVEfmt not an ogg file at all'))).toEqual({
      ok: false,
      problem: 'not_ogg',
    });
    expect(measureOgg(Buffer.alloc(0))).toEqual({ ok: false, problem: 'not_ogg' });
  });
});
