// A real listening server for tests whose callers reach the app over HTTP (the Mercado Pago SDK,
// a stand-in's webhooks), rather than through supertest's in-memory one.
import { createServer, type RequestListener, type Server } from 'node:http';

/** Listens on `port` and returns how to stop: open keep-alive connections are dropped too. */
export async function listen(
  app: RequestListener,
  port: number,
  host?: string,
): Promise<() => Promise<void>> {
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(app);
    if (host) listening.listen(port, host, () => resolve(listening));
    else listening.listen(port, () => resolve(listening));
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
