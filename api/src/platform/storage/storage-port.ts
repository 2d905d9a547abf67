import type { Readable } from 'node:stream';

export type BucketName = 'calls' | 'knowledge' | 'hotel-pictures';
export const bucketNames: readonly BucketName[] = ['calls', 'knowledge', 'hotel-pictures'];

export interface StoredObject {
  bucket: BucketName;
  path: string;
  size: number;
  contentType: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoragePort {
  readonly kind: 'local' | 'supabase';
  /** Writes (or replaces) an object. The storage.objects row appears, so the notify trigger fires. */
  put(bucket: BucketName, path: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: BucketName, path: string): Promise<Buffer>;
  stat(bucket: BucketName, path: string): Promise<StoredObject | null>;
  /** Objects directly under the prefix folder, like Supabase Storage's list. */
  list(bucket: BucketName, prefix: string): Promise<StoredObject[]>;
  remove(bucket: BucketName, paths: string[]): Promise<void>;
  /**
   * A URL the browser can fetch for `expiresInSeconds`; no session needed. With `download`, the
   * answer is an attachment of that file name (Supabase Storage's `download` option).
   */
  createSignedUrl(
    bucket: BucketName,
    path: string,
    expiresInSeconds: number,
    options?: { download?: string },
  ): Promise<string>;
  publicUrl(bucket: BucketName, path: string): string;
}

/** Opens a byte range of a local object for the signed-URL route (local adapter only). */
export interface LocalObjectReader {
  open(bucket: BucketName, path: string, range?: { start: number; end: number }): Readable;
}
