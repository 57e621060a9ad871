// The checkout bench's load generator, in a process of its own (forked by checkout.mjs) so the
// server's event loop and CPU figure hold only the server's work, as in the API bench. It keeps
// CONNECTIONS keep-alive connections open, like a proxy in front of the server would.
// Messages: { base, buyers: [{ uid, orderId }] } → { statuses, ms }.
import http from 'node:http';
import { CONNECTIONS } from './load.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function checkout(base, { uid, orderId }) {
  const body = JSON.stringify({ orderId });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/order/checkout`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${uid}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

process.on('message', async ({ base, buyers }) => {
  const started = performance.now();
  const statuses = await Promise.all(buyers.map((buyer) => checkout(base, buyer).catch(() => 0)));
  process.send({ statuses, ms: performance.now() - started });
});
