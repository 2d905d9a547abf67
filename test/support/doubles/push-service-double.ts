import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { startHttpDouble, type DoubleResponse, type RecordedRequest } from './http-double.ts';

/**
 * A push service as browsers' vendors run them, speaking Web Push: it takes the encrypted POST
 * (RFC 8030), checks the VAPID JWT (RFC 8292: ES256 with the key in `Authorization: vapid t=…, k=…`,
 * `aud` its own origin, `exp` at most 24 h ahead) and decrypts the aes128gcm body (RFC 8291/8188)
 * with the device's private key and auth secret, as the browser would. Answers 201, or what a test
 * told it for that device (404, 410, 5xx, or no answer at all).
 */

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted message, parsed as JSON. */
  message: { title: string; body: string; url: string; tag: string };
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the sender signed with (`k`). */
  senderKey: string;
  headers: RecordedRequest['headers'];
}

type Answer = number | 'no-answer';

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  answers: Answer[];
  /** While true, every push to the device goes unanswered (the sender times out and retries). */
  unreachable: boolean;
}

export async function startPushServiceDouble() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  /** Requests refused as malformed (bad JWT, bad encryption): a correct sender makes none. */
  const refused: { deviceId: string; why: string }[] = [];
  let origin = '';
  const double = await startHttpDouble((req): DoubleResponse | Promise<DoubleResponse> => {
    const deviceId = /^\/push\/([\w-]+)$/.exec(req.path)?.[1] ?? '';
    const device = devices.get(deviceId);
    if (req.method !== 'POST' || !device) return { status: 404 };
    const answer = device.unreachable ? 'no-answer' : (device.answers.shift() ?? 201);
    if (answer === 'no-answer') return new Promise<DoubleResponse>(() => undefined);
    try {
      const { claims, senderKey } = checkVapid(req, origin);
      const message = JSON.parse(decrypt(req, device).toString('utf8')) as ReceivedPush['message'];
      if (answer === 201) received.push({ deviceId, message, claims, senderKey, headers: req.headers });
      return { status: answer };
    } catch (error) {
      refused.push({ deviceId, why: (error as Error).message });
      return { status: 400, body: (error as Error).message };
    }
  });
  origin = double.url;
  return {
    origin,
    received,
    refused,
    requests: double.requests,
    /** A new browser's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      devices.set(id, { ecdh, auth: randomBytes(16), answers: [], unreachable: false });
      return {
        deviceId: id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: devices.get(id)!.auth.toString('base64url'),
          },
        },
      };
    },
    /** The next answers for the device's pushes, in order; then 201 again. */
    answerNext(deviceId: string, ...answers: Answer[]) {
      devices.get(deviceId)!.answers.push(...answers);
    },
    /** Leaves the device's pushes unanswered until the returned function is called. */
    unreachable(deviceId: string) {
      const device = devices.get(deviceId)!;
      device.unreachable = true;
      return () => {
        device.unreachable = false;
      };
    },
    pushesTo: (deviceId: string) => received.filter((push) => push.deviceId === deviceId),
    close: double.close,
  };
}

function checkVapid(req: RecordedRequest, origin: string) {
  const header = String(req.headers.authorization ?? '');
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, senderKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ?: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}, not ES256`);
  const point = Buffer.from(senderKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`JWT sub ${claims.sub} is no contact`);
  if (!req.headers.ttl) throw new Error('no TTL header');
  return { claims, senderKey };
}

/** RFC 8291 key derivation, then one RFC 8188 aes128gcm record. */
function decrypt(req: RecordedRequest, device: Device): Buffer {
  if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm');
  const body = req.body;
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize)
    throw new Error('not a single aes128gcm record with a P-256 key id');
  const receiverPublic = device.ecdh.getPublicKey();
  const sharedSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end);
}
