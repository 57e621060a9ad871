// An uploaded photo: read for what it really is (never its declared type or name), turned upright,
// shrunk to fit MAX_SIDE, re-encoded as WebP without its metadata (EXIF, GPS), and kept under the
// hash of what is stored, so its URL can be cached for good.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MESSAGES, UPLOADED_PHOTOS_PATH } from '@power-gym/contracts';
import { HttpError } from '../lib/http-error.ts';
import type { MediaStorage } from '../lib/media-storage.ts';

/** The longest side a stored photo may have, in pixels. */
export const MAX_SIDE = 1600;
/** Larger images are refused before decoding (a small file can unpack to a huge bitmap). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const PHOTO_CONTENT_TYPE = 'image/webp';

async function acceptedFormat(bytes: Buffer): Promise<boolean> {
  try {
    const { format, pages } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // An animated WebP is a moving picture, not a photo.
    return ACCEPTED_FORMATS.has(format) && (pages ?? 1) === 1;
  } catch {
    return false;
  }
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Headers that read well over a broken body.
    throw new HttpError(400, PHOTO_MESSAGES.wrongType);
  }
}

/** Checks, re-encodes and keeps the photo; answers the URL it is served at. */
export async function storePhoto(storage: MediaStorage, bytes: Buffer): Promise<string> {
  if (!(await acceptedFormat(bytes))) throw new HttpError(400, PHOTO_MESSAGES.wrongType);
  const webp = await reencode(bytes);
  const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  try {
    await storage.save(name, webp, PHOTO_CONTENT_TYPE);
  } catch (error) {
    const refusal = new HttpError(503, PHOTO_MESSAGES.storageUnavailable);
    refusal.cause = error; // logged with the 503
    throw refusal;
  }
  return `${UPLOADED_PHOTOS_PATH}/${name}`;
}
