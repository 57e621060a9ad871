/**
 * Build-time settings from `VITE_*` variables. Parsed by hand rather than with zod: the
 * entry chunk would otherwise carry the zod core that the lazy form chunks share.
 */
export interface Env {
  API_URL: string;
  /** The recipes service; unset means our own API (see recipesApiUrl). */
  RECIPES_API_URL?: string;
  GOOGLE_MAPS_API_KEY?: string;
  FIREBASE_API_KEY?: string;
  FIREBASE_AUTH_DOMAIN?: string;
  FIREBASE_PROJECT_ID?: string;
  FIREBASE_AUTH_EMULATOR_URL?: string;
}

const OPTIONAL_KEYS = [
  'RECIPES_API_URL',
  'GOOGLE_MAPS_API_KEY',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_URL',
] as const;

export function parseEnv(source: Record<string, unknown>): Env {
  const read = (key: string): string | undefined => {
    const value = source[`VITE_${key}`];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') {
      throw new Error(`Invalid client environment variables: VITE_${key}`);
    }
    return value;
  };
  const env: Env = { API_URL: read('API_URL') ?? '/api' };
  for (const key of OPTIONAL_KEYS) {
    const value = read(key);
    if (value !== undefined) env[key] = value;
  }
  return env;
}

function readEnv(): Env {
  return parseEnv(import.meta.env as Record<string, unknown>);
}

export const env = readEnv();

/** Base URL of the recipes service: VITE_RECIPES_API_URL, else the API's own /recipes routes. */
export function recipesApiUrl(source: Env = env): string {
  return source.RECIPES_API_URL ?? source.API_URL;
}

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string | undefined;
  projectId: string;
  /** Set when the client talks to the Firebase Auth Emulator. */
  emulatorUrl: string | undefined;
}

export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-powergym';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/** Without an API key the client uses the Auth Emulator of a demo project. */
export function firebaseSettings(source: Env = env): FirebaseSettings {
  const projectId = source.FIREBASE_PROJECT_ID ?? DEFAULT_FIREBASE_PROJECT_ID;
  if (!source.FIREBASE_API_KEY) {
    return {
      apiKey: 'demo-key',
      authDomain: source.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      emulatorUrl: source.FIREBASE_AUTH_EMULATOR_URL ?? DEFAULT_AUTH_EMULATOR_URL,
    };
  }
  return {
    apiKey: source.FIREBASE_API_KEY,
    authDomain: source.FIREBASE_AUTH_DOMAIN,
    projectId,
    emulatorUrl: source.FIREBASE_AUTH_EMULATOR_URL,
  };
}
