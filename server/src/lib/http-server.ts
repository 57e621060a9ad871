import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than what
 * clients and proxies assume (60 s behind most load balancers), so a client reusing a connection
 * that the server is closing at that moment gets ECONNRESET ('socket hang up') on a request that
 * never reached the app. Keeping it longer than the proxy's idle timeout leaves closing to them.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts listening on `port` (0 picks a free one) and resolves once connections are accepted. */
export async function listen(app: RequestListener, port: number): Promise<Server> {
  const server = createServer(app).listen(port);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must exceed keepAliveTimeout, or a slow header on a reused connection is cut first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}
