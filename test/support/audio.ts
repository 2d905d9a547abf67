import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A speech-like test recording of exactly `seconds` (a gliding tone, 16 kHz mono), made with sox,
 * as WAV or, through lame, as MP3 (Debian's sox and lame, as the README's audio scripts use).
 */
export function makeRecording(seconds: number, format: 'wav' | 'mp3'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-audio-'));
  try {
    const wav = path.join(dir, 'source.wav');
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', wav, 'synth', String(seconds), 'sine', '300:900']);
    if (format === 'wav') return fs.readFileSync(wav);
    const mp3 = path.join(dir, 'source.mp3');
    execFileSync('lame', ['--quiet', '-b', '64', wav, mp3]);
    return fs.readFileSync(mp3);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
