import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** Any request but a GET: what the app changed. */
export const isWrite = (request: Request) => request.method !== 'GET';

/**
 * Records each request the app sends that `keep` accepts, as 'METHOD /path body' (no body, no
 * trailing space). The returned function waits for the bodies and gives them in order.
 */
export function recordRequests(keep: (request: Request) => boolean = isWrite) {
  const sent: Promise<string>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!keep(request)) return;
    const { pathname } = new URL(request.url);
    sent.push(
      request
        .clone()
        .text()
        .then((body) => `${request.method} ${pathname} ${body}`.trim()),
    );
  });
  return () => Promise.all(sent);
}

/**
 * From now on `POST path` answers an empty list and keeps the JSON body it was sent: the returned
 * function gives the last one (undefined before any).
 */
export function capturePostBody(path: string) {
  let body: unknown;
  server.use(
    http.post(path, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json([]);
    }),
  );
  return () => body;
}
