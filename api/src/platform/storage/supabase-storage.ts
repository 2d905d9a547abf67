import { AppError } from '../errors/app-error.ts';
import { serverClient, type SupabaseSettings } from '../supabase/client.ts';
import { assertObjectPath } from './object-path.ts';
import type { BucketName, StoragePort, StoredObject } from './storage-port.ts';

const listPageSize = 1000;

interface ListedObject {
  name: string;
  id: string | null;
  created_at: string | null;
  updated_at: string | null;
  metadata: { size?: number; mimetype?: string } | null;
}

/**
 * supabase-js puts object paths into URLs as they are; '?', '#' and '%' would change the URL's
 * meaning, so the Supabase adapter refuses them on top of the shared rules.
 */
function assertSupabasePath(objectPath: string): string {
  assertObjectPath(objectPath);
  if (/[?#%]/.test(objectPath)) throw new AppError('bad_request', 'Invalid object path: reserved URL character.');
  return objectPath;
}

/**
 * Storage answers most failures with HTTP 400 and the real status in the body's `statusCode`
 * (`"404"` for a missing object or bucket); supabase-js exposes that as `error.statusCode`.
 */
function fromStorageError(error: unknown): AppError {
  const e = error as { name?: string; message?: string; status?: number; statusCode?: string };
  if (e.name === 'StorageUnknownError') {
    return new AppError('service_unavailable', 'File storage is unreachable. Try again shortly.');
  }
  const status = Number(e.statusCode) || e.status || 500;
  if (status === 404) return new AppError('not_found', 'Object not found');
  if (status === 413) return new AppError('payload_too_large', 'The file is too large for the bucket.');
  if (status === 415) return new AppError('unsupported_media_type', 'The bucket does not accept this file type.');
  return new AppError('internal', `File storage error: ${e.message ?? 'unknown'}`, { status });
}

async function call<T>(work: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await work;
  if (error) throw fromStorageError(error);
  return data as T;
}

/** Supabase Storage through supabase-js with the service-role key (the api is the only client). */
export function createSupabaseStorage(settings: SupabaseSettings): StoragePort {
  const storage = serverClient(settings, settings.serviceRoleKey).storage;

  const toStored = (bucket: BucketName, folder: string, o: ListedObject): StoredObject => ({
    bucket,
    path: folder ? `${folder}/${o.name}` : o.name,
    size: Number(o.metadata?.size ?? 0),
    contentType: o.metadata?.mimetype ?? 'application/octet-stream',
    createdAt: new Date(o.created_at ?? 0),
    updatedAt: new Date(o.updated_at ?? o.created_at ?? 0),
  });

  async function listFolder(bucket: BucketName, folder: string, search?: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    for (let offset = 0; ; offset += listPageSize) {
      const page = await call<ListedObject[]>(
        storage.from(bucket).list(folder, {
          limit: listPageSize,
          offset,
          sortBy: { column: 'name', order: 'asc' },
          ...(search ? { search } : {}),
        }),
      );
      // Sub-folders come back as entries without an id; the port lists objects only.
      for (const entry of page) if (entry.id !== null) found.push(toStored(bucket, folder, entry));
      if (page.length < listPageSize) return found;
    }
  }

  async function stat(bucket: BucketName, objectPath: string): Promise<StoredObject | null> {
    assertSupabasePath(objectPath);
    const slash = objectPath.lastIndexOf('/');
    const folder = slash === -1 ? '' : objectPath.slice(0, slash);
    // `search` is a prefix match, so the exact name is picked from what it returns.
    const matches = await listFolder(bucket, folder, objectPath.slice(slash + 1));
    return matches.find((o) => o.path === objectPath) ?? null;
  }

  return {
    kind: 'supabase',

    async put(bucket, objectPath, body, contentType) {
      assertSupabasePath(objectPath);
      await call(storage.from(bucket).upload(objectPath, body, { upsert: true, contentType }));
    },

    async get(bucket, objectPath) {
      assertSupabasePath(objectPath);
      const blob = await call<Blob>(storage.from(bucket).download(objectPath));
      return Buffer.from(await blob.arrayBuffer());
    },

    stat,

    async list(bucket, prefix) {
      const folder = prefix.replace(/\/+$/, '');
      if (folder) assertSupabasePath(folder);
      return listFolder(bucket, folder);
    },

    async remove(bucket, paths) {
      paths.forEach(assertSupabasePath);
      if (paths.length === 0) return;
      await call(storage.from(bucket).remove(paths));
    },

    async createSignedUrl(bucket, objectPath, expiresInSeconds, options) {
      assertSupabasePath(objectPath);
      const { signedUrl } = await call<{ signedUrl: string }>(
        storage
          .from(bucket)
          .createSignedUrl(
            objectPath,
            expiresInSeconds,
            options?.download ? { download: options.download } : undefined,
          ),
      );
      return signedUrl;
    },

    publicUrl(bucket, objectPath) {
      assertSupabasePath(objectPath);
      return storage.from(bucket).getPublicUrl(objectPath).data.publicUrl;
    },
  };
}
