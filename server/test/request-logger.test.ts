import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { requestLogger } from '../src/middleware/request-logger.ts';
import { errorHandler } from '../src/middleware/error-handler.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message: string };
  [key: string]: unknown;
}

function loggedApp(trustProxy: boolean | string = false) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = express();
  app.set('trust proxy', trustProxy);
  const logRequest = requestLogger(pino({ level: 'info' }, sink), app.get('trust proxy fn'));
  app.use((req, res, next) => {
    logRequest(req, res);
    next();
  });
  app.get('/ok', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/talks', (req, res) => {
    req.log.info({ step: 1 }, 'handler says hi');
    res.status(404).json({ error: 'no' });
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.use(errorHandler);
  return { app, lines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('request logger', () => {
  it("logs the client's address: behind a trusted proxy, the one it forwards", async () => {
    const direct = loggedApp();
    await request(direct.app).get('/ok').set('X-Forwarded-For', '203.0.113.9').expect(200);
    const proxied = loggedApp('loopback');
    await request(proxied.app).get('/ok').set('X-Forwarded-For', '203.0.113.9').expect(200);
    await settle();
    // Untrusted, the header is the caller's word and ignored: the socket's address is logged.
    expect(direct.lines[0]?.remoteAddress).toMatch(/127\.0\.0\.1|::1/);
    expect(proxied.lines[0]?.remoteAddress).toBe('203.0.113.9');
  });

  it('writes one info line per answered request, with the request id and no headers', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app)
      .get('/ok?x=1')
      .set('Authorization', 'Bearer secret-token')
      .set('x-request-id', 'abc-1')
      .expect(200);
    await settle();
    expect(res.headers['x-request-id']).toBe('abc-1');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'abc-1',
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it("binds a handler's own lines to the request id, and warns on 4xx", async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get('/talks').expect(404);
    await settle();
    const id = res.headers['x-request-id'] as string;
    expect(lines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
      [30, 'handler says hi', id],
      [40, 'request completed', id],
    ]);
    expect(lines[0]?.step).toBe(1);
  });

  it('logs the error behind a 5xx at error level', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/fails').expect(500);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request errored', statusCode: 500 });
    expect(lines[0]?.err?.message).toBe('boom');
  });
});
