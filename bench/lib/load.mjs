// One autocannon run: a short warm-up, then the measured run.
import autocannon from 'autocannon';

export const CONNECTIONS = 64;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Requests/s and latency of GET `url` at `connections` concurrent connections.
 * `headers` go with every request (the same ones for the product and the bare endpoint).
 */
export async function measure(
  url,
  { duration = 10, warmup = 2, headers = {}, connections = CONNECTIONS } = {},
) {
  const options = { url, connections, headers, pipelining: 1 };
  await run({ ...options, duration: warmup });
  const result = await run({ ...options, duration });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerRequest: Math.round(result.throughput.total / result.requests.total),
    requests: result.requests.total,
  };
}
