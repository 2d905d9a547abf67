import fc from 'fast-check';

/** Header-safe text: printable ASCII, so the client can send it (Node refuses control characters). */
const printable = fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));
export const headerText = fc.string({ unit: printable, maxLength: 80 });

const nasty = fc.constantFrom(
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}',
  '\u202e',
  '😀',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
);

/** Strings likely to break parsers: unicode, control and injection payloads, very long text. */
export const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  nasty,
  fc.integer({ min: 201, max: 6000 }).map((n) => 'x'.repeat(n)),
);

/** Every field name some route reads, plus prototype keys. */
const fieldNames = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'hotelId',
  'rating',
  'feedback',
  'name',
  'hotel',
  'message',
  'hotel_id',
  'pms_key',
  'uid',
  'body',
  'admin',
  'handled',
  'hotels',
  'role',
  'location',
  'address',
  'website',
  'facilityOwner',
  'assistantName',
  'googlePlaceId',
  'type',
  'event',
  'data',
  'call',
  'metadata',
  '__proto__',
  'constructor',
];

export function valueOf(ids: string[]) {
  return fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.constantFrom(...ids),
    fc.emailAddress(),
    fc.array(fc.oneof(fc.uuid(), text, fc.integer()), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

export interface FuzzBody {
  contentType?: string;
  data: string | Buffer;
}

/** JSON shaped like the routes' bodies with wrong values, arbitrary JSON, broken JSON and raw bytes. */
export function bodyOf(ids: string[]): fc.Arbitrary<FuzzBody | undefined> {
  const value = valueOf(ids);
  const shaped = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 });
  const json = (v: unknown) => ({ contentType: 'application/json', data: JSON.stringify(v) ?? 'null' });
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map(json) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__": {"admin": true}}',
          '{"constructor": {"prototype": {"admin": true}}}',
          '{"email": ',
          '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
          '\u0000',
          '"just a string"',
          '1',
        )
        .map((data) => ({ contentType: 'application/json', data })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.oneof(
          fc.constantFrom(
            'application/json; charset=utf-16',
            'application/json; charset=nope',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'application/octet-stream',
            'application/xml',
          ),
          headerText,
        ),
        data: fc.oneof(
          text,
          fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

interface Part {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** Multipart bodies with the routes' part names, odd file names and types, and broken framing. */
export function multipartOf(ids: string[], validTranscript: Buffer) {
  const part: fc.Arbitrary<Part> = fc.record({
    name: fc.oneof(
      fc.constantFrom('file', 'hotel_id', 'call_id', 'room', 'transcript', 'recording', 'is_general'),
      headerText,
    ),
    filename: fc.option(
      fc.oneof(fc.constantFrom('a.txt', '../../x.txt', 'evil.html', 'x.txt.exe', 'r.ogg', 't.json', ''), headerText),
    ),
    contentType: fc.option(
      fc.oneof(fc.constantFrom('text/plain', 'application/json', 'audio/ogg', 'image/png', 'text/html'), headerText),
    ),
    data: fc.oneof(
      fc.constantFrom(...ids).map((v) => Buffer.from(v)),
      text.map((v) => Buffer.from(v)),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([Buffer.from('OggS'), Buffer.from(b)])),
      fc.constant(validTranscript),
      fc.constant(Buffer.from('[{"role":"user","content":["cut')),
    ),
  });
  return fc
    .record({
      parts: fc.array(part, { maxLength: 6 }),
      framing: fc.constantFrom('ok', 'ok', 'ok', 'truncated', 'no-boundary', 'wrong-boundary', 'no-closing'),
    })
    .map(({ parts, framing }): FuzzBody => {
      const boundary = 'fuzzBoundary7MA4YWxk';
      const chunks: Buffer[] = [];
      for (const p of parts) {
        const disposition = `form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
        const type = p.contentType === null ? '' : `Content-Type: ${p.contentType}\r\n`;
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), p.data);
        chunks.push(Buffer.from('\r\n'));
      }
      if (framing !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let data = Buffer.concat(chunks);
      if (framing === 'truncated') data = data.subarray(0, Math.floor(data.length / 2));
      const contentType =
        framing === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${framing === 'wrong-boundary' ? 'other' : boundary}`;
      return { contentType, data };
    });
}

/** Query strings with the routes' keys and odd values, repeated keys and broken escapes. */
export function queryOf(ids: string[]) {
  const key = fc.oneof(
    fc.constantFrom('q', 'limit', 'cursor', 'since', 'from', 'to', 'uid', 'hotelId', 'expires', 'token', 'a[b]'),
    headerText,
  );
  const pair = fc.tuple(
    key,
    fc.oneof(valueOf(ids).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))),
  );
  return fc.oneof(
    fc
      .array(pair, { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')),
    fc.constantFrom('%', 'q=%E0%A4%A', 'limit=1&limit=2', 'q[]=a', '&&&', '=', 'since=1970-01-01T00:00:00Z&limit=200'),
  );
}

/** A value for a path parameter: the test's real ids, other ids, or garbage (some of it not even valid escapes). */
export function paramOf(ids: string[]) {
  return fc.oneof(
    fc.constantFrom(...ids).map(encodeURIComponent),
    fc.uuid().map(encodeURIComponent),
    text.filter((s) => s.length > 0).map(encodeURIComponent),
    fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e', 'export.csv', 'base_personality', '1'),
  );
}

/** Extra request headers a client might send wrong. */
export const headersArb = fc.record(
  {
    accept: fc.oneof(fc.constantFrom('*/*', 'text/html', 'application/json', 'text/csv'), headerText),
    range: fc.oneof(fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=5-1', 'bytes=0-1,2-3', 'bytes=x'), headerText),
    'if-none-match': headerText,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
    'x-forwarded-for': fc.oneof(headerText, fc.ipV4(), fc.ipV6()),
    'x-csrf-token': headerText,
    authorization: fc.oneof(headerText, fc.constant('Bearer '), fc.constant('Basic Zm9vOmJhcg==')),
    'elevenlabs-signature': headerText,
    'x-retell-signature': headerText,
    'x-hotelvoice-signature': headerText,
  },
  { requiredKeys: [] },
);
