import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../src/lib/http-server.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once' });
let server: Server;

beforeAll(async () => {
  server = await listen(world.app, 0);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends one keep-alive GET /api/health on `socket` and resolves with the raw response head. */
function askHealth(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('"status"')) {
        socket.off('data', onData);
        resolve(received.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('an idle keep-alive connection', () => {
  // Node closes idle connections after 5 s by default; a client reusing one at that moment got
  // 'socket hang up' on a request the app never saw (the e2e journeys hit it).
  it('stays open well past Node’s default 5 s and answers the next request', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let closedByServer = false;
    socket.once('end', () => (closedByServer = true));
    try {
      expect(await askHealth(socket)).toBe('HTTP/1.1 200 OK');
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(closedByServer).toBe(false);
      expect(await askHealth(socket)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
