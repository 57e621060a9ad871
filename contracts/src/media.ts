import { z } from 'zod';

/** Photos the admin (classes, trainers) and members (their profile) upload. */
export const PHOTO_MAX_MB = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** The multipart field that carries the file. */
export const PHOTO_FIELD = 'photo';
/** The types a photo may have; the server reads the file itself, never its declared type. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** What the file picker offers. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
/** Where uploaded photos are served: `${UPLOADED_PHOTOS_PATH}/<sha256>.webp`. */
export const UPLOADED_PHOTOS_PATH = '/media/uploads';

export const PHOTO_MESSAGES = {
  missing: 'Elegí una foto para subir',
  tooLarge: `La foto no puede superar los ${PHOTO_MAX_MB} MB`,
  wrongType: 'La foto debe ser una imagen JPEG, PNG o WebP',
  oneAtATime: 'Subí una sola foto por vez',
  storageUnavailable: 'No pudimos guardar la foto, intentá nuevamente en unos minutos',
  uploadFailed: 'No pudimos subir la foto, intentá nuevamente',
  uploading: 'Subiendo foto…',
  uploaded: 'Foto subida',
  notFound: 'La foto no existe',
} as const;

/** GET /media/uploads/{file}: the photo's content hash and its format. */
export const uploadedPhotoParamsSchema = z.strictObject({
  file: z.string().regex(/^[a-f0-9]{64}\.webp$/, PHOTO_MESSAGES.notFound),
});

/** POST /media/photo: where the uploaded photo is served, for a form's image field. */
export interface UploadedPhotoDto {
  url: string;
}
