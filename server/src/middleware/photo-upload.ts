import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@power-gym/contracts';
import { HttpError } from '../lib/http-error.ts';

const upload = multer({
  storage: multer.memoryStorage(),
  // One file and nothing else; the size is checked while it streams in.
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
}).single(PHOTO_FIELD);

/** multer's refusals as ours: too large 413, anything else a 400 that says what to send. */
function refusal(error: unknown): HttpError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, PHOTO_MESSAGES.tooLarge);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_PART_COUNT') {
      return new HttpError(400, PHOTO_MESSAGES.oneAtATime);
    }
  }
  // A wrong field name, extra fields, a malformed or cut multipart body.
  return new HttpError(400, PHOTO_MESSAGES.missing);
}

/**
 * A `multipart/form-data` body with one photo in the field PHOTO_FIELD, kept in memory (at most
 * PHOTO_MAX_BYTES); a request without it is refused. What the file is, domain/photos.ts decides.
 */
export const photoUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (error) next(refusal(error));
    else if (!req.file) next(new HttpError(400, PHOTO_MESSAGES.missing));
    else next();
  });
};

/** The uploaded photo's bytes, on a route behind photoUpload. */
export function uploadedPhoto(req: Request): Buffer {
  if (!req.file) throw new Error('uploadedPhoto() used on a route without photoUpload');
  return req.file.buffer;
}
