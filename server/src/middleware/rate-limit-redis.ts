import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { RateLimitStoreFor } from './rate-limit.ts';
import type { Logger } from '../lib/logger.ts';

export interface SharedRateLimits {
  storeFor: RateLimitStoreFor;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * The rate limits' shared counters in Redis (REDIS_URL). The first connection must succeed, so a
 * wrong address stops the start-up; after that the client reconnects on its own, and while Redis is
 * away every command fails at once (no offline queue) so a request never waits for it.
 */
export async function connectRateLimitRedis(
  url: string,
  logger: Logger,
  /** Namespaces the keys (tests use one of their own). */
  keyPrefix = 'rl:',
): Promise<SharedRateLimits> {
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause,
    },
  });
  client.on('error', (err: unknown) => {
    if (connected) logger.error({ err }, 'Redis (rate limits) unreachable; limits are not counted');
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, {
      cause: error,
    });
  }
  connected = true;
  client.on('ready', () => logger.info('Redis (rate limits) connected'));
  return {
    storeFor: (name) =>
      new RedisStore({
        sendCommand: (...args: string[]) => client.sendCommand(args),
        prefix: `${keyPrefix}${name}:`,
      }),
    close: () => client.close(),
  };
}
