// One autocannon run: a short warm-up, then the measured run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** A process's user + system CPU time so far, in microseconds (Linux's /proc, 100 ticks a second). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

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
  { duration = 10, warmup = 2, headers = {}, connections = CONNECTIONS, pid } = {},
) {
  const options = { url, connections, headers, pipelining: 1 };
  await run({ ...options, duration: warmup });
  const cpuBefore = pid === undefined ? 0 : cpuMicros(pid);
  const result = await run({ ...options, duration });
  const cpuUsed = pid === undefined ? undefined : cpuMicros(pid) - cpuBefore;
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
    // What a request cost the server's process (user + system CPU): steadier than req/s when the
    // machine's speed drifts, since it does not depend on how fast the load generator runs.
    ...(cpuUsed === undefined
      ? {}
      : { cpuMicrosPerRequest: Math.round(cpuUsed / result.requests.total) }),
  };
}
