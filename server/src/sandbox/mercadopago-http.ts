// What the sandbox's API routes and pages share: Mercado Pago's error shape, the token check, the
// pages' headers, and lenient readers of JSON bodies.
import type { RequestHandler, Response } from 'express';

export const SANDBOX_PATH = '/mp-sandbox';

export function apiError(res: Response, status: number, message: string, error: string): void {
  res.status(status).json({ message, error, status, cause: [] });
}

/** The API answers only the configured access token, as Mercado Pago answers only a valid one. */
export function requireToken(accessToken: string): RequestHandler {
  return (req, res, next) => {
    if (req.get('authorization') !== `Bearer ${accessToken}`) {
      apiError(res, 401, 'invalid access token', 'unauthorized');
      return;
    }
    next();
  };
}

export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The page's own CSP: no script, and the form may lead back to the app. */
export function pageHeaders(res: Response, backUrls: string[]): void {
  const origins = new Set<string>();
  for (const url of backUrls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.type('html');
}
