import { randomBytes, randomUUID } from 'node:crypto';
import { json, type DoubleResponse, type RecordedRequest } from './http-double.ts';

interface StoredRecord {
  id: string;
  name: string;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  created_at: string;
  updated_at: string;
}

/**
 * Supabase Storage's object routes (paths relative to /storage/v1), with its shapes: uploads answer
 * `{ Id, Key }`, list answers FileObjects (folders with `id: null`), and failures answer HTTP 400
 * with the real status in the body's `statusCode`, as Storage's error handler renders them.
 */
export function createStorageDouble(serviceRoleKey: string) {
  const buckets = new Map<string, { public: boolean; objects: Map<string, StoredRecord> }>(
    ['calls', 'knowledge', 'hotel-pictures'].map((id) => [id, { public: id === 'hotel-pictures', objects: new Map() }]),
  );
  const signed = new Map<string, { bucket: string; name: string; expiresAt: number }>();

  const storageError = (statusCode: string, error: string, message: string) =>
    json(statusCode === '500' ? 500 : 400, { statusCode, error, message });
  const notFound = () => storageError('404', 'not_found', 'Object not found');

  const fileObject = (o: StoredRecord) => ({
    name: o.name,
    id: o.id,
    updated_at: o.updated_at,
    created_at: o.created_at,
    last_accessed_at: o.updated_at,
    metadata: {
      eTag: `"${o.body.length}"`,
      size: o.body.length,
      mimetype: o.contentType,
      cacheControl: o.cacheControl,
      lastModified: o.updated_at,
      contentLength: o.body.length,
      httpStatusCode: 200,
    },
  });

  const bytes = (o: StoredRecord): DoubleResponse => ({
    status: 200,
    headers: { 'content-type': o.contentType, 'content-length': String(o.body.length), etag: `"${o.body.length}"` },
    body: o.body,
  });

  /** Supabase's storage.search: direct children of the prefix folder, sub-folders as id-less rows. */
  function search(objects: Map<string, StoredRecord>, body: Record<string, unknown>) {
    const folder = String(body.prefix ?? '').replace(/\/+$/, '');
    const start = folder ? `${folder}/` : '';
    const term = String(body.search ?? '').toLowerCase();
    const entries = new Map<string, unknown>();
    for (const o of objects.values()) {
      if (!o.name.startsWith(start)) continue;
      const [first, ...more] = o.name.slice(start.length).split('/');
      if (!first!.toLowerCase().startsWith(term)) continue;
      entries.set(
        first!,
        more.length > 0
          ? { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
          : { ...fileObject(o), name: first },
      );
    }
    const offset = Number(body.offset ?? 0);
    const sorted = [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, e]) => e);
    return sorted.slice(offset, offset + Number(body.limit ?? 100));
  }

  async function route(req: RecordedRequest, path: string): Promise<DoubleResponse> {
    const parts = /^\/object\/(?:(sign|public|list)\/)?([^/]+)(?:\/(.+))?$/.exec(path);
    if (!parts) return storageError('404', 'not_found', 'Route not found');
    const [, kind, bucketId, name] = parts;
    const bucket = buckets.get(bucketId!);
    if (!bucket) return storageError('404', 'Bucket not found', 'Bucket not found');
    const object = name ? bucket.objects.get(name) : undefined;

    if (kind === 'public') return bucket.public && object ? bytes(object) : notFound();
    if (kind === 'sign' && req.method === 'GET') {
      const grant = signed.get(req.query.get('token') ?? '');
      if (!grant || grant.bucket !== bucketId || grant.name !== name)
        return storageError('400', 'InvalidJWT', 'invalid signature');
      if (grant.expiresAt < Date.now()) return storageError('400', 'InvalidJWT', '"exp" claim timestamp check failed');
      return object ? bytes(object) : notFound();
    }
    if (!req.headers.apikey || req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
      return storageError('403', 'Unauthorized', 'new row violates row-level security policy');
    }
    const body = (req.json ?? {}) as Record<string, unknown>;
    if (kind === 'sign') {
      if (!object) return notFound();
      const token = randomBytes(16).toString('hex');
      signed.set(token, { bucket: bucketId!, name: name!, expiresAt: Date.now() + Number(body.expiresIn) * 1000 });
      return json(200, { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` });
    }
    if (kind === 'list') return json(200, search(bucket.objects, body));
    if (req.method === 'DELETE' && !name) {
      const removed = ((body.prefixes as string[]) ?? []).flatMap((p) => {
        const o = bucket.objects.get(p);
        bucket.objects.delete(p);
        return o ? [{ ...fileObject(o), bucket_id: bucketId }] : [];
      });
      return json(200, removed);
    }
    if (req.method === 'GET' && name) return object ? bytes(object) : notFound();
    if (req.method === 'POST' && name) {
      if (object && req.headers['x-upsert'] !== 'true') {
        return storageError('409', 'Duplicate', 'The resource already exists');
      }
      const now = new Date().toISOString();
      const record: StoredRecord = {
        id: object?.id ?? randomUUID(),
        name,
        body: req.body,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        cacheControl: String(req.headers['cache-control'] ?? 'no-cache'),
        created_at: object?.created_at ?? now,
        updated_at: now,
      };
      bucket.objects.set(name, record);
      return json(200, { Id: record.id, Key: `${bucketId}/${name}` });
    }
    return storageError('404', 'not_found', 'Route not found');
  }

  return { buckets, route };
}
