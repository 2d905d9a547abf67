import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The ffmpeg binary shipped inside @ffmpeg-installer's platform package (decision 015). */
export function ffmpegPath(): string {
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/**
 * Speech: mono, 24 kbit/s Opus tuned for voice, the layout's Ogg container. Encoder complexity 5 of
 * 10: on speech it takes under half the CPU of libopus' default 10 (2.1 s against 4.7 s of one core
 * for 166 s of speech with this build) for files of the same size (decision 015).
 */
export const opusSpeechArgs = [
  '-ac',
  '1',
  '-c:a',
  'libopus',
  '-b:a',
  '24k',
  '-application',
  'voip',
  '-compression_level',
  '5',
  '-f',
  'ogg',
];

/**
 * Transcodes any audio ffmpeg reads (MP3, WAV, …) into Ogg Opus in a child process, so a file that
 * crashes or hangs the decoder costs that process, never the worker. Rejects with ffmpeg's last
 * words when it fails or runs past `timeoutMs`.
 */
export function transcodeToOggOpus(input: string, output: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(),
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-y',
        '-i',
        input,
        '-vn',
        '-map_metadata',
        '-1',
        ...opusSpeechArgs,
        output,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const why = signal ? `stopped (${signal})` : stderr.trim().split('\n').at(-1) || `exit code ${code}`;
      reject(new Error(`transcoding failed: ${why}`));
    });
  });
}

/** The content type of an original kept as it came, from its first bytes. */
export function sniffAudioType(head: Buffer, declared: string | null): string {
  if (head.subarray(0, 4).toString('latin1') === 'RIFF') return 'audio/wav';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (head.subarray(0, 4).toString('latin1') === 'fLaC') return 'audio/flac';
  if (head.subarray(0, 3).toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0))
    return 'audio/mpeg';
  return declared && /^audio\/[a-z0-9.+-]+$/i.test(declared) ? declared.toLowerCase() : 'application/octet-stream';
}
