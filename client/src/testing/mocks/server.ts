import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

/** From now on `method path` answers `status` with the API's error body, `{ error }`. */
export function refuse(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status: number,
  error: string,
) {
  server.use(http[method](path, () => HttpResponse.json({ error }, { status })));
}
