import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  PHOTO_MESSAGES,
  uploadedPhotoParamsSchema,
  type UploadedPhotoDto,
} from '@power-gym/contracts';
import { PHOTO_CONTENT_TYPE, storePhoto } from '../../domain/photos.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { requireAdmin } from '../../middleware/auth.ts';
import { photoUpload, uploadedPhoto } from '../../middleware/photo-upload.ts';
import { audited } from '../../middleware/audited.ts';
import { photoSubject } from '../../domain/audit-subjects.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** POST /api/media/photo: the admin's photo for a class or a trainer; its URL goes in the form. */
export function mediaRouter(prisma: PrismaClient, storage: MediaStorage): Router {
  const router = Router();
  router.post(
    '/photo',
    requireAdmin,
    audited(prisma, 'photo.upload', photoSubject),
    photoUpload,
    async (req, res) => {
      const answer: UploadedPhotoDto = { url: await storePhoto(storage, uploadedPhoto(req)) };
      res.status(201).json(answer);
    },
  );
  return router;
}

/** A stored photo's name is the hash of its bytes: it never changes, so browsers keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/uploads/{sha256}.webp, from either store (S3 is read through the app, so every photo
 * has one origin and the same caching whichever store keeps it).
 */
export function uploadedPhotoFiles(storage: MediaStorage): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const params = uploadedPhotoParamsSchema.safeParse(req.params);
    const stored = params.success ? await storage.open(params.data.file) : null;
    if (!params.success || !stored) {
      res.status(404).type('text/plain; charset=utf-8').send(PHOTO_MESSAGES.notFound);
      return;
    }
    res.set({
      'Content-Type': PHOTO_CONTENT_TYPE,
      'Content-Length': String(stored.size),
      'Cache-Control': IMMUTABLE,
      ETag: `"${params.data.file.slice(0, -'.webp'.length)}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      stored.body.destroy();
      res.status(304).end();
      return;
    }
    await pipeline(stored.body, res);
  });
  return router;
}
