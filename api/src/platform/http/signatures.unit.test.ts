import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkTimestampedSignature,
  constantTimeEqual,
  signIngestBody,
  streamTimestampedBody,
  verifyElevenLabsToolSecret,
  verifyRetellSignature,
  verifyVapiSecretHeaders,
  verifyVapiToolSignature,
} from './signatures.ts';

const secret = 'the-secret-0123456789abcdef';
const body = Buffer.from('{"call":{"id":"c-1"},"text":"Guten Tag"}');
/** The body with one byte changed. */
const changed = Buffer.from(body.toString().replace('Tag', 'Tab'));
const hmac = (key: string, text: string | Buffer) => createHmac('sha256', key).update(text).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Streams `raw` through the check of a `t=…,v1=…` / `t=…,v0=…` header, in two chunks as a socket would. */
function timestamped(header: string | undefined, raw: Buffer, key: string, digestKey: 'v1' | 'v0', window = 300) {
  const checked = checkTimestampedSignature(header, digestKey, window);
  if (!checked.ok) return checked.reason;
  const stream = streamTimestampedBody(key, checked.signature);
  stream.update(raw.subarray(0, 7));
  stream.update(raw.subarray(7));
  const verified = stream.verify();
  return verified.ok ? 'ok' : verified.reason;
}

describe('the ingest signature (t=…,v1=…, checked as the body streams)', () => {
  it('when the body is signed with the secret just now, then it passes and its digest is the HMAC', () => {
    const header = signIngestBody(secret, body);
    expect(timestamped(header, body, secret, 'v1')).toBe('ok');
    const checked = checkTimestampedSignature(header, 'v1', 300);
    const stream = streamTimestampedBody(secret, checked.ok ? checked.signature : { timestamp: 0, digests: [] });
    stream.update(body);
    expect(stream.verify()).toEqual({ ok: true, digest: hmac(secret, `${nowSeconds()}.${body}`) });
  });

  it('when a byte changed, the secret is wrong, the timestamp is old or the header is missing, then it fails', () => {
    expect(timestamped(signIngestBody(secret, body), changed, secret, 'v1')).toBe('bad_signature');
    expect(timestamped(signIngestBody('another-secret-0123456789', body), body, secret, 'v1')).toBe('bad_signature');
    expect(timestamped(signIngestBody(secret, body, Date.now() - 301_000), body, secret, 'v1')).toBe('stale_signature');
    expect(timestamped(undefined, body, secret, 'v1')).toBe('missing_signature');
    expect(timestamped(`t=${nowSeconds()}`, body, secret, 'v1')).toBe('missing_signature');
  });
});

describe("ElevenLabs' post-call signature (t=…,v0=…, 30 minutes)", () => {
  const sign = (key: string, raw: Buffer, t = nowSeconds()) => `t=${t},v0=${hmac(key, `${t}.${raw}`)}`;

  it('when the body is signed with the secret 20 minutes ago, then it passes', () => {
    expect(timestamped(sign(secret, body, nowSeconds() - 20 * 60), body, secret, 'v0', 30 * 60)).toBe('ok');
  });

  it('when a byte changed, the secret is wrong, the timestamp is old or the header is missing, then it fails', () => {
    expect(timestamped(sign(secret, body), changed, secret, 'v0', 1800)).toBe('bad_signature');
    expect(timestamped(sign('wrong', body), body, secret, 'v0', 1800)).toBe('bad_signature');
    expect(timestamped(sign(secret, body, nowSeconds() - 31 * 60), body, secret, 'v0', 1800)).toBe('stale_signature');
    expect(timestamped(undefined, body, secret, 'v0', 1800)).toBe('missing_signature');
    // An ingest-style digest is not an ElevenLabs one.
    expect(timestamped(signIngestBody(secret, body), body, secret, 'v0', 1800)).toBe('missing_signature');
  });
});

describe("Retell's signature (v=<ms>,d=HMAC(key, body + v))", () => {
  const sign = (key: string, raw: Buffer, ms = Date.now()) =>
    `v=${ms},d=${hmac(key, Buffer.concat([raw, Buffer.from(String(ms))]))}`;
  const reason = (header: string | undefined, raw = body) => {
    const verified = verifyRetellSignature(secret, header, raw);
    return verified.ok ? 'ok' : verified.reason;
  };

  it('when the body is signed with the API key just now, then it passes', () => {
    expect(reason(sign(secret, body))).toBe('ok');
  });

  it('when a byte changed, the key is wrong, the timestamp is old or the header is missing, then it fails', () => {
    expect(reason(sign(secret, body), changed)).toBe('bad_signature');
    expect(reason(sign('wrong', body))).toBe('bad_signature');
    expect(reason(sign(secret, body, Date.now() - 301_000))).toBe('stale_signature');
    expect(reason(undefined)).toBe('missing_signature');
  });
});

describe('Vapi\'s tool-call signature (x-signature over "<x-timestamp>.<body>")', () => {
  const sign = (key: string, raw: Buffer, t: number) => hmac(key, `${t}.${raw}`);
  const reason = (signature: string | undefined, timestamp: number | undefined, raw = body) => {
    const verified = verifyVapiToolSignature(secret, signature, timestamp?.toString(), raw);
    return verified.ok ? 'ok' : verified.reason;
  };

  it('when the body is signed with the secret just now, in seconds or in milliseconds, then it passes', () => {
    expect(reason(sign(secret, body, nowSeconds()), nowSeconds())).toBe('ok');
    const ms = Date.now();
    expect(reason(`sha256=${sign(secret, body, ms)}`, ms)).toBe('ok');
  });

  it('when a byte changed, the secret is wrong, the timestamp is old or a header is missing, then it fails', () => {
    const t = nowSeconds();
    expect(reason(sign(secret, body, t), t, changed)).toBe('bad_signature');
    expect(reason(sign('wrong', body, t), t)).toBe('bad_signature');
    expect(reason(sign(secret, body, t - 301), t - 301)).toBe('stale_signature');
    expect(reason(undefined, t)).toBe('missing_signature');
    expect(reason(sign(secret, body, t), undefined)).toBe('missing_signature');
  });
});

describe("Vapi's server URL secret (x-vapi-secret or Bearer)", () => {
  it('when the secret comes in either header, then it passes and the body digest stands for the signature', () => {
    const bodyDigest = createHash('sha256').update(body).digest('hex');
    expect(verifyVapiSecretHeaders(secret, { secret }, body)).toEqual({ ok: true, signature: bodyDigest });
    expect(verifyVapiSecretHeaders(secret, { authorization: `Bearer ${secret}` }, body).ok).toBe(true);
  });

  it('when the secret is wrong or missing, then it fails', () => {
    expect(verifyVapiSecretHeaders(secret, { secret: 'wrong' }, body)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyVapiSecretHeaders(secret, {}, body)).toEqual({ ok: false, reason: 'missing_signature' });
  });
});

describe("ElevenLabs' server-tool secret (Authorization: Bearer)", () => {
  it('when the Bearer token is the secret, then it passes; wrong, longer or missing fails', () => {
    expect(verifyElevenLabsToolSecret(secret, `Bearer ${secret}`)).toBe(true);
    expect(verifyElevenLabsToolSecret(secret, 'Bearer wrong')).toBe(false);
    expect(verifyElevenLabsToolSecret(secret, `Bearer ${secret}x`)).toBe(false);
    expect(verifyElevenLabsToolSecret(secret, undefined)).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('when the values are equal, then true; when they differ in a byte or in length, then false', () => {
    expect(constantTimeEqual('abc', Buffer.from('abc'))).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });
});
