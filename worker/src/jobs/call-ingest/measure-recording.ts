import { parseBuffer } from 'music-metadata';
import { measureOgg } from './ogg-duration.ts';

/**
 * Seconds of a stored recording: our own page scan for Ogg (decision 010), music-metadata for the
 * originals kept when transcoding failed (MP3, WAV). Null when it cannot be measured.
 */
export async function measureRecording(bytes: Uint8Array, contentType: string): Promise<number | null> {
  const ogg = measureOgg(bytes);
  if (ogg.ok) return ogg.seconds;
  if (bytes.length >= 4 && Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'OggS') return null;
  try {
    const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true });
    return typeof format.duration === 'number' && Number.isFinite(format.duration) && format.duration > 0
      ? format.duration
      : null;
  } catch {
    return null;
  }
}
