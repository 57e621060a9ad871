// Where uploaded photos are kept: files under MEDIA_DIR, or an S3-compatible bucket when S3_BUCKET
// is set (config.ts). Names are content hashes, so a name is written once and never changes.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaConfig, S3Settings } from '../config.ts';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Keeps `bytes` under `name`; a name already kept is left as it is (same name, same bytes). */
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  open(name: string): Promise<StoredFile | null>;
}

export function mediaStorage(config: MediaConfig): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.dir);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function diskStorage(dir: string): MediaStorage {
  const fileOf = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'disk',
    async save(name, bytes) {
      const file = fileOf(name);
      await mkdir(dir, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async open(name) {
      const file = fileOf(name);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async save(name, bytes, contentType) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return;
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
      }
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }),
      );
    },
    async open(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
