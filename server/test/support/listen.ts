// A real listening server for tests whose callers reach the app over HTTP (the Mercado Pago SDK,
// a stand-in's webhooks), rather than through supertest's in-memory one.
import type { Server } from 'node:http';
import type { Express } from 'express';

/** Listens on `port` and returns how to stop: open keep-alive connections are dropped too. */
export async function listen(
  app: Express,
  port: number,
  host?: string,
): Promise<() => Promise<void>> {
  const server: Server = await new Promise((resolve) => {
    const listening = host
      ? app.listen(port, host, () => resolve(listening))
      : app.listen(port, () => resolve(listening));
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
