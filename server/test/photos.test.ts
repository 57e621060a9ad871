import { describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import {
  AUTH_MESSAGES,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type UploadedPhotoDto,
  type UserDto,
} from '@power-gym/contracts';
import { MAX_SIDE } from '../src/domain/photos.ts';
import { fetchBytes, pngOf } from './support/photos.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ members: ['Ana', 'Juan'], admin: true });

const ADMIN_UPLOAD = '/api/media/photo';
const OWN_PHOTO = '/api/user/photo';

/** A real PNG, larger than a stored photo may be. */
const bigPng = () => pngOf(3000, 2000, '#c0392b');

/** A JPEG carrying EXIF (a camera, a copyright) that must not survive the upload. */
const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2980b9' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PowerCam', Copyright: 'Ana López' } })
    .toBuffer();

const upload = (path: string, auth: Record<string, string>, bytes: Buffer, name = 'foto.png') =>
  request(world.app).post(path).set(auth).attach(PHOTO_FIELD, bytes, name);

/** The stored photo behind a URL the upload answered. */
const served = (url: string) => fetchBytes(world.app, url);

describe('POST /api/media/photo (class and trainer photos)', () => {
  it('resizes a real PNG to WebP and serves it with year-long cache headers', async () => {
    const res = await upload(ADMIN_UPLOAD, world.admin.auth, await bigPng()).expect(201);
    const { url } = res.body as UploadedPhotoDto;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{64}\.webp$/);

    const file = await served(url).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: MAX_SIDE, height: 1067 });

    // Its name is its content: the same photo again is the same URL, and a browser revalidating
    // gets a 304.
    const again = await upload(ADMIN_UPLOAD, world.admin.auth, await bigPng()).expect(201);
    expect((again.body as UploadedPhotoDto).url).toBe(url);
    await request(world.app).get(url).set('If-None-Match', String(file.headers.etag)).expect(304);
  });

  it('strips EXIF and keeps a small photo its size', async () => {
    const res = await upload(ADMIN_UPLOAD, world.admin.auth, await jpegWithExif(), 'a.jpg');
    expect(res.status).toBe(201);
    const file = await served((res.body as UploadedPhotoDto).url).expect(200);
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file named .jpg, whatever it declares', async () => {
    const res = await request(world.app)
      .post(ADMIN_UPLOAD)
      .set(world.admin.auth)
      .attach(PHOTO_FIELD, Buffer.from('esto no es una foto\n'.repeat(50)), {
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
      });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: PHOTO_MESSAGES.wrongType });
  });

  it('refuses an SVG and a GIF: only JPEG, PNG and WebP are photos', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [svg, 'x.png'],
      [gif, 'x.gif'],
    ] as const) {
      const res = await upload(ADMIN_UPLOAD, world.admin.auth, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ error: PHOTO_MESSAGES.wrongType });
    }
  });

  it('refuses a file over the size limit with 413 and a Spanish message', async () => {
    const res = await upload(ADMIN_UPLOAD, world.admin.auth, Buffer.alloc(PHOTO_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: PHOTO_MESSAGES.tooLarge });
  });

  it('asks for the photo when the request has none', async () => {
    const none = await request(world.app).post(ADMIN_UPLOAD).set(world.admin.auth).send({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: PHOTO_MESSAGES.missing });
    const wrongField = await request(world.app)
      .post(ADMIN_UPLOAD)
      .set(world.admin.auth)
      .attach('archivo', await bigPng(), 'x.png');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: PHOTO_MESSAGES.missing });
  });

  it('is for admins only', async () => {
    const png = await bigPng();
    const member = await upload(ADMIN_UPLOAD, world.ana.auth, png);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });
    await upload(ADMIN_UPLOAD, {}, png).expect(401);
  });
});

describe('POST /api/user/photo (the member’s own photo)', () => {
  it('sets the caller’s photo, and nobody else’s', async () => {
    const res = await upload(OWN_PHOTO, world.ana.auth, await jpegWithExif(), 'yo.jpg');
    expect(res.status).toBe(200);
    const user = res.body as UserDto;
    expect(user.id).toBe(world.ana.user.id);
    expect(user.image).toMatch(/^\/media\/uploads\/[a-f0-9]{64}\.webp$/);
    const rows = await world.prisma.user.findMany({ orderBy: { id: 'asc' } });
    expect(rows.find((row) => row.id === world.ana.user.id)?.image).toBe(user.image);
    expect(rows.find((row) => row.id === world.juan.user.id)?.image).toBe(world.juan.user.image);
    await served(user.image ?? '').expect(200);
  });

  it('cannot name another member: a body naming Juan still changes only the caller', async () => {
    const res = await request(world.app)
      .post(OWN_PHOTO)
      .set(world.ana.auth)
      .field('id', String(world.juan.user.id))
      .attach(PHOTO_FIELD, await bigPng(), 'x.png');
    expect(res.status).toBe(400);
    const juan = await world.prisma.user.findUniqueOrThrow({ where: { id: world.juan.user.id } });
    expect(juan.image).toBe(world.juan.user.image);
  });

  it('refuses a non-photo and leaves the profile as it was', async () => {
    const res = await upload(OWN_PHOTO, world.ana.auth, Buffer.from('%PDF-1.4'), 'yo.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: PHOTO_MESSAGES.wrongType });
    const ana = await world.prisma.user.findUniqueOrThrow({ where: { id: world.ana.user.id } });
    expect(ana.image).toBe(world.ana.user.image);
  });

  it('needs a signed-in member', async () => {
    await upload(OWN_PHOTO, {}, await bigPng()).expect(401);
  });
});

describe('GET /media/uploads/{file}', () => {
  it('answers 404 for an unknown or malformed name', async () => {
    await request(world.app)
      .get(`/media/uploads/${'a'.repeat(64)}.webp`)
      .expect(404);
    await request(world.app).get('/media/uploads/..%2F..%2Fpackage.json').expect(404);
    await request(world.app).get('/media/uploads/foto.png').expect(404);
  });
});
