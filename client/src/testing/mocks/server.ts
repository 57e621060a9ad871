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

/**
 * From now on `GET path` answers `status` with the API's error body until `recover()`; then the
 * handlers below it answer again. `calls()` counts the GETs it saw, failed or not.
 */
export function refuseGetUntilRecovered(path: string, status: number, error: string) {
  let failing = true;
  let calls = 0;
  server.use(
    http.get(path, () => {
      calls += 1;
      if (failing) return HttpResponse.json({ error }, { status });
    }),
  );
  return {
    recover: () => {
      failing = false;
    },
    calls: () => calls,
  };
}
