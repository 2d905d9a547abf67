import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../errors/app-error.ts';
import type { Pool } from '../db/pool.ts';
import { assertObjectPath } from './object-path.ts';
import type { BucketName, LocalObjectReader, StoragePort, StoredObject } from './storage-port.ts';

/**
 * fs.readFile with a callback: one native read of the whole file. fs/promises' readFile takes a
 * FileHandle through open, stat, read and close as four promises, and costs the worker about twice
 * the CPU per object read (issue #36).
 */
const readWholeFile = promisify(fs.readFile);

interface ObjectRow {
  bucket_id: BucketName;
  name: string;
  metadata: { size?: number; mimetype?: string } | null;
  created_at: Date;
  updated_at: Date;
}

export const localSignedUrlPrefix = '/api/storage/v1/object/sign';

/**
 * Local storage provider: bytes under `<root>/<bucket>/<path>`, one storage.objects row per object
 * with Supabase's metadata shape, so the notify trigger fires as it does with Supabase Storage.
 * Signed URLs are HMAC tokens over bucket, path and expiry, served by the api with Range support.
 */
export function createLocalStorage(pool: Pool, root: string, signingSecret: string, publicBaseUrl: string) {
  const fileOf = (bucket: BucketName, objectPath: string) => path.join(root, bucket, assertObjectPath(objectPath));

  const toStored = (row: ObjectRow): StoredObject => ({
    bucket: row.bucket_id,
    path: row.name,
    size: Number(row.metadata?.size ?? 0),
    contentType: row.metadata?.mimetype ?? 'application/octet-stream',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  const sign = (bucket: string, objectPath: string, expires: number) =>
    createHmac('sha256', signingSecret).update(`${bucket}\n${objectPath}\n${expires}`).digest('base64url');

  const port: StoragePort &
    LocalObjectReader & {
      verifySignedToken(bucket: string, objectPath: string, expires: number, token: string): boolean;
      /** The bytes only: the object exists once recorded (as Supabase Storage commits its row last). */
      writeBlob(bucket: BucketName, objectPath: string, body: Buffer): Promise<void>;
      /** The storage.objects row that makes a written blob an object (and fires the notify trigger). */
      recordObject(bucket: BucketName, objectPath: string, size: number, contentType: string): Promise<void>;
    } = {
    kind: 'local',

    async put(bucket, objectPath, body, contentType) {
      await port.writeBlob(bucket, objectPath, body);
      await port.recordObject(bucket, objectPath, body.length, contentType);
    },

    async writeBlob(bucket, objectPath, body) {
      const file = fileOf(bucket, objectPath);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half an object, and a crash leaves no torn file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await fsp.writeFile(temp, body);
      await fsp.rename(temp, file);
    },

    async recordObject(bucket, objectPath, size, contentType) {
      const metadata = { size, mimetype: contentType, eTag: `"${size}"`, cacheControl: 'max-age=3600' };
      await pool.query(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        [bucket, assertObjectPath(objectPath), metadata],
      );
    },

    async get(bucket, objectPath) {
      try {
        return await readWholeFile(fileOf(bucket, objectPath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('not_found', 'Object not found');
        throw error;
      }
    },

    async stat(bucket, objectPath) {
      assertObjectPath(objectPath);
      const { rows } = await pool.query<ObjectRow>(
        `select bucket_id, name, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, objectPath],
      );
      return rows[0] ? toStored(rows[0]) : null;
    },

    async list(bucket, prefix) {
      const folder = prefix.replace(/\/+$/, '');
      if (folder) assertObjectPath(folder);
      const start = folder ? `${folder}/` : '';
      const { rows } = await pool.query<ObjectRow>(
        `select bucket_id, name, metadata, created_at, updated_at from storage.objects
         where bucket_id = $1 and name like $2 and position('/' in substr(name, $3)) = 0 order by name`,
        [bucket, `${start.replace(/[\\%_]/g, '\\$&')}%`, start.length + 1],
      );
      return rows.map(toStored);
    },

    async remove(bucket, paths) {
      // Files first: a row without its file reads as missing; a file without its row is never found.
      for (const objectPath of paths) await fsp.rm(fileOf(bucket, objectPath), { force: true });
      if (paths.length > 0) {
        await pool.query('delete from storage.objects where bucket_id = $1 and name = any($2::text[])', [
          bucket,
          paths,
        ]);
      }
    },

    async createSignedUrl(bucket, objectPath, expiresInSeconds, options) {
      assertObjectPath(objectPath);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const token = sign(bucket, objectPath, expires);
      const encoded = objectPath.split('/').map(encodeURIComponent).join('/');
      const download = options?.download ? `&download=${encodeURIComponent(options.download)}` : '';
      return `${localSignedUrlPrefix}/${bucket}/${encoded}?expires=${expires}&token=${token}${download}`;
    },

    publicUrl(bucket, objectPath) {
      const encoded = assertObjectPath(objectPath).split('/').map(encodeURIComponent).join('/');
      return `${publicBaseUrl}/api/storage/v1/object/public/${bucket}/${encoded}`;
    },

    verifySignedToken(bucket, objectPath, expires, token) {
      if (!Number.isInteger(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(bucket, objectPath, expires));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    open(bucket, objectPath, range) {
      return fs.createReadStream(fileOf(bucket, objectPath), range);
    },
  };
  return port;
}

export type LocalStorage = ReturnType<typeof createLocalStorage>;
