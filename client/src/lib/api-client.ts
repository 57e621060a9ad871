import axios from 'axios';
import { env } from '@/config/env';
import { getIdToken } from './firebase';
import { mayHaveSession } from '@/stores/session-probe';
import { reportSessionExpired } from './session-expiry';

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

/**
 * A 401 that ends an open session (revoked, expired) is said once, by the session's listener, which
 * leaves the page for /login: the request then never settles, so its caller adds no second message
 * ('No se pudo reembolsar la orden: Debes iniciar sesión'). Any other failure reaches its caller.
 */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && reportSessionExpired()) {
    return new Promise<never>(() => undefined);
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
