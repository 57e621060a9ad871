import helmet from 'helmet';
import cors from 'cors';
import type { Config } from '../config.ts';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
/** Firebase Auth's REST endpoints, and the script and frames its Google/GitHub pop-ups use. */
const FIREBASE_AUTH = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
const FIREBASE_POPUPS = ['https://apis.google.com'];
const FIREBASE_FRAMES = ['https://*.firebaseapp.com', 'https://*.web.app'];

/** The browser talks to the Auth Emulator directly, so the policy must name it. */
function emulatorOrigins(emulatorHost: string | undefined): string[] {
  if (!emulatorHost) return [];
  const port = emulatorHost.split(':').pop();
  return [`http://${emulatorHost}`, `http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** Helmet's strict defaults, opened only for our own files, Firebase Auth and Google Maps. */
export function securityHeaders(config: Pick<Config, 'firebase' | 'browserApiOrigins'>) {
  const emulator = [...new Set(emulatorOrigins(config.firebase.emulatorHost))];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // 'wasm-unsafe-eval' compiles WebAssembly only (the desk's QR reader, served from 'self');
        // eval stays forbidden.
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...GOOGLE_MAPS, ...FIREBASE_POPUPS],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...GOOGLE_MAPS],
        'connect-src': [
          "'self'",
          ...config.browserApiOrigins,
          ...GOOGLE_MAPS,
          ...FIREBASE_AUTH,
          ...emulator,
        ],
        'frame-src': ["'self'", ...FIREBASE_FRAMES, ...emulator],
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
