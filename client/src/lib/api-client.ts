import axios from 'axios';
import { env } from '@/config/env';
import { getIdToken } from './firebase';
import { mayHaveSession } from '@/stores/session-probe';

export const apiClient = axios.create({
  baseURL: env.API_URL,
  headers: { Accept: 'application/json' },
  timeout: 15_000,
});

/** Only when someone may be signed in does a request carry `Authorization: Bearer <ID token>`. */
apiClient.interceptors.request.use(async (config) => {
  if (!mayHaveSession() || config.headers.has('Authorization')) return config;
  try {
    const token = await getIdToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  } catch (error) {
    // Without a token the server answers 401, which the caller handles.
    console.error(error);
  }
  return config;
});
