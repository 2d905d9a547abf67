/** Profile pictures: at most 2 MB, recognised by their first bytes rather than the declared type. */
export const pictureLimits = {
  maxBytes: 2 * 1024 * 1024,
  tooLargeMessage: 'The picture must be at most 2 MB.',
};

const signatures: { ext: string; type: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { ext: 'gif', type: 'image/gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
];

export function sniffImage(data: Buffer): { ext: string; type: string } | null {
  const match = signatures.find((s) => data.length >= 12 && s.test(data));
  return match ? { ext: match.ext, type: match.type } : null;
}
