// A real S3-compatible server for the object-store tests: moto's server (`moto_server`, Python),
// on a free port of its own, stopped when the file is done.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const START_TIMEOUT_MS = 90_000;

export interface S3Server {
  endpoint: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function startS3Server(): Promise<S3Server> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(endpoint))) {
    if (failed || child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `moto_server (an S3-compatible server, Python's moto) did not start on ${endpoint}: ${failed?.message ?? output}`,
      );
    }
    await sleep(300);
  }
  return { endpoint, stop };
}
