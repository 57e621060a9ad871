import type { App } from '../../src/app.ts';
import request from 'supertest';
import sharp from 'sharp';

/** A real PNG of one colour. */
export const pngOf = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** GET of a served file, its bytes in `body`. */
export const fetchBytes = (app: App, url: string) =>
  request(app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
