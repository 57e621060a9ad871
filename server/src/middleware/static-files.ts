import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { GYM_CONTACT_ELEMENT_ID, type GymContact } from '@power-gym/contracts';

export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/** Media keep their names when edited rarely; a week of caching is a fair trade. */
export function mediaFiles(): RequestHandler {
  return express.static(path.join(PUBLIC_DIR, 'media'), { index: false, maxAge: '7d' });
}

export function publicFiles(): RequestHandler {
  return express.static(PUBLIC_DIR, { index: false, maxAge: '1h' });
}

/** Vite's hashed /assets never change; index.html must always be revalidated. */
export function clientFiles(clientDist: string): RequestHandler {
  return express.static(clientDist, {
    index: false,
    setHeaders(res, filePath) {
      const relative = path.relative(clientDist, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
}

const LOOKS_LIKE_FILE = /\.[a-z0-9]+$/i;

/** Where index.html takes the gym's contact. */
export const GYM_CONTACT_PLACEHOLDER = '<!--gym-contact-->';

/**
 * The page with the gym's contact written in as data (a JSON script runs nothing, so the CSP lets
 * it be), read once per build of index.html: every page knows how to reach the gym without a
 * request of its own.
 */
function pageWithContact(indexHtml: string, gym: GymContact): () => string {
  const data = JSON.stringify(gym).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${GYM_CONTACT_ELEMENT_ID}">${data}</script>`;
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = statSync(indexHtml);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexHtml, 'utf8').replace(GYM_CONTACT_PLACEHOLDER, script);
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
}

/**
 * Client-side routes (/clases/1, /sociodashboard …) get index.html; missing files stay 404.
 * A page asked for on another host than publicUrl's (127.0.0.1 for localhost, an IP, a www.
 * alias) is redirected there first: the session lives in that origin's storage, and the payment
 * return and every mail link lead to publicUrl, so a member who signed in elsewhere would come
 * back signed out. The host is read as Express sees it (X-Forwarded-Host behind a trusted proxy),
 * so a proxy that passes its own upstream name does not cause a redirect loop.
 */
export function spaFallback(
  clientDist: string,
  publicUrl: string,
  gym: GymContact,
): RequestHandler {
  const indexHtml = path.join(clientDist, 'index.html');
  const page = pageWithContact(indexHtml, gym);
  const canonical = new URL(publicUrl);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/') || LOOKS_LIKE_FILE.test(req.path)) {
      return next();
    }
    if (req.host !== canonical.host) {
      res.redirect(308, new URL(req.originalUrl, canonical.origin).href);
      return;
    }
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          `Power Gym: el cliente no está compilado (falta ${indexHtml}). Ejecutá \`npm run build\` y volvé a iniciar el servidor.`,
        );
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page());
  };
}
