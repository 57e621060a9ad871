// The reference: a bare Express app (default settings, nothing mounted but the routes) serving
// bytes it holds in memory. Runs in its own process, like the product server.
// The parent sends { routes: { '/path': '<base64 body>' } } and gets back { port }.
import { fork } from 'node:child_process';
import express from 'express';

if (process.send && process.argv[2] === '--child') {
  process.once('message', ({ routes }) => {
    const app = express();
    for (const [path, base64] of Object.entries(routes)) {
      const body = Buffer.from(base64, 'base64');
      app.get(path, (_req, res) => {
        res.type('application/json').send(body);
      });
    }
    const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  });
}

/** Starts the bare server in a child process; `routes` maps a path to the Buffer it serves. */
export async function startBareServer(routes) {
  const child = fork(new URL(import.meta.url), ['--child'], { stdio: 'inherit' });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.send({
      routes: Object.fromEntries(
        Object.entries(routes).map(([path, body]) => [path, body.toString('base64')]),
      ),
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
