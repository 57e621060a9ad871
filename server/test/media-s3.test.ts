// Photos kept in an S3-compatible bucket (S3_BUCKET): the same upload and the same /media URL,
// the bytes read through the app. Against moto's S3 server, a real HTTP S3 API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PHOTO_FIELD, type UploadedPhotoDto, type UserDto } from '@power-gym/contracts';
import { testConfig } from './support/app.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { fetchBytes, pngOf } from './support/photos.ts';
import { useTestWorld } from './support/test-world.ts';
import { mediaStorage } from '../src/lib/media-storage.ts';

const BUCKET = 'powergym-fotos';
let s3: S3Server;

const s3Env = (): Record<string, string> => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test',
});

const world = useTestWorld({ members: ['Ana'], admin: true, env: () => s3Env() });

const client = () =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });

beforeAll(async () => {
  photo = await pngOf(2400, 1200, '#16a085');
  s3 = await startS3Server();
  await client().send(new CreateBucketCommand({ Bucket: BUCKET }));
}, 120_000);

afterAll(async () => {
  await s3?.stop();
});

let photo: Buffer;
const upload = (path: string, auth: Record<string, string>) =>
  request(world.app).post(path).set(auth).attach(PHOTO_FIELD, photo, 'foto.png');

describe('photos in an S3-compatible bucket', () => {
  it('is chosen by S3_BUCKET alone', () => {
    expect(mediaStorage(testConfig(s3Env()).media).kind).toBe('s3');
    expect(mediaStorage(testConfig().media).kind).toBe('disk');
  });

  it('stores the admin’s photo in the bucket and serves it through /media with cache headers', async () => {
    const res = await upload('/api/media/photo', world.admin.auth).expect(201);
    const { url } = res.body as UploadedPhotoDto;
    const key = url.split('/').pop() ?? '';
    const head = await client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('image/webp');

    const file = await fetchBytes(world.app, url).expect(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
  });

  it('sets the member’s own photo from the bucket, and answers 404 for a key it does not have', async () => {
    const res = await upload('/api/user/photo', world.ana.auth).expect(200);
    const image = (res.body as UserDto).image ?? '';
    await request(world.app).get(image).expect(200);
    await request(world.app)
      .get(`/media/uploads/${'0'.repeat(64)}.webp`)
      .expect(404);
  });
});
