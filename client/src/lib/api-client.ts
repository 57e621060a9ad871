import axios from 'axios';
import { env } from '@/config/env';
import { getIdToken } from './firebase';

export const apiClient = axios.create({
  baseURL: env.API_URL,
  headers: { Accept: 'application/json' },
  timeout: 15_000,
});

let hasSession: () => boolean = () => false;

/**
 * Tells the client whether someone may be signed in. Visitors never wait for the
 * Firebase SDK: only then does a request carry `Authorization: Bearer <ID token>`.
 */
export function setSessionProbe(probe: () => boolean) {
  hasSession = probe;
}

apiClient.interceptors.request.use(async (config) => {
  if (!hasSession() || config.headers.has('Authorization')) return config;
  try {
    const token = await getIdToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    // Without a token the server answers 401, which the caller handles.
    console.error(error);
  }
  return config;
});
