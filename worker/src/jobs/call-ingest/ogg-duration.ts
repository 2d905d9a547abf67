/** Why a recording's duration could not be measured; the caller falls back to an estimate. */
export type OggProblem = 'not_ogg' | 'truncated' | 'no_end_of_stream' | 'unknown_codec' | 'no_granule';

export type OggDuration = { ok: true; seconds: number } | { ok: false; problem: OggProblem };

const capture = Buffer.from('OggS');
const endOfStreamFlag = 0x04;
const headerLength = 27;

/**
 * Measures an Ogg Opus or Vorbis stream from its pages: the last granule position of the first
 * logical stream, minus Opus pre-skip, over the codec's sample rate. A file cut short ends in a
 * partial page or lacks the end-of-stream flag, and is reported rather than trusted.
 */
export function measureOgg(bytes: Uint8Array): OggDuration {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < headerLength || !buf.subarray(0, 4).equals(capture)) return { ok: false, problem: 'not_ogg' };
  let offset = 0;
  let serial: number | null = null;
  let sampleRate = 0;
  let preSkip = 0;
  let lastGranule = -1n;
  let ended = false;
  while (offset < buf.length) {
    if (buf.length - offset < headerLength) return { ok: false, problem: 'truncated' };
    if (!buf.subarray(offset, offset + 4).equals(capture)) return { ok: false, problem: 'truncated' };
    const flags = buf[offset + 5]!;
    const granule = buf.readBigInt64LE(offset + 6);
    const pageSerial = buf.readUInt32LE(offset + 14);
    const segments = buf[offset + 26]!;
    const bodyStart = offset + headerLength + segments;
    if (bodyStart > buf.length) return { ok: false, problem: 'truncated' };
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += buf[offset + headerLength + i]!;
    if (bodyStart + bodyLength > buf.length) return { ok: false, problem: 'truncated' };
    if (serial === null) {
      serial = pageSerial;
      const head = readCodecHead(buf.subarray(bodyStart, bodyStart + bodyLength));
      if (!head) return { ok: false, problem: 'unknown_codec' };
      ({ sampleRate, preSkip } = head);
    }
    if (pageSerial === serial) {
      if (granule >= 0n) lastGranule = granule;
      if (flags & endOfStreamFlag) ended = true;
    }
    offset = bodyStart + bodyLength;
  }
  if (!ended) return { ok: false, problem: 'no_end_of_stream' };
  if (lastGranule < 0n) return { ok: false, problem: 'no_granule' };
  const samples = Number(lastGranule) - preSkip;
  return { ok: true, seconds: Math.max(0, samples) / sampleRate };
}

/** Opus always counts granules at 48 kHz (RFC 7845); Vorbis states its rate in the id header. */
function readCodecHead(packet: Buffer): { sampleRate: number; preSkip: number } | null {
  if (packet.length >= 19 && packet.subarray(0, 8).toString('latin1') === 'OpusHead') {
    return { sampleRate: 48_000, preSkip: packet.readUInt16LE(10) };
  }
  if (packet.length >= 16 && packet[0] === 1 && packet.subarray(1, 7).toString('latin1') === 'vorbis') {
    const rate = packet.readUInt32LE(12);
    return rate > 0 ? { sampleRate: rate, preSkip: 0 } : null;
  }
  return null;
}
