import helmet from 'helmet';
import cors from 'cors';
import type { Config } from '../config.ts';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** Helmet's strict defaults, opened only for our own files and Google Maps. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...GOOGLE_MAPS],
        'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS],
        'connect-src': ["'self'", ...GOOGLE_MAPS],
        'media-src': ["'self'"],
        // The app is often served over plain http (localhost, docker); upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
    // Sign-in pop-ups (Firebase) need to talk back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

export function corsForApp(config: Pick<Config, 'appOrigins'>) {
  return cors({ origin: config.appOrigins, exposedHeaders: ['x-request-id'] });
}
