// audited() when the trail's insert fails (docs/architecture.md, 'Audit trail'): the committed
// change's answer stands, and the entry is not lost silently but logged whole at error level.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { audited, paramKey, type AuditSubject } from '../src/middleware/audited.ts';
import { requestLogger } from '../src/middleware/request-logger.ts';
import type { PrismaClient } from '../src/generated/prisma/client.ts';

interface Line {
  level: number;
  msg: string;
  entry?: Record<string, unknown>;
}

describe('audited() when the entry cannot be inserted', () => {
  it('answers as the handler did and logs the whole entry', async () => {
    const lines: Line[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Line);
        done();
      },
    });
    let price = 9000;
    const failingTrail = {
      auditEntry: { create: () => Promise.reject(new Error('the disk is full')) },
    } as unknown as PrismaClient;
    const subject: AuditSubject = {
      entity: 'Activity',
      key: paramKey('id'),
      snapshot: () => Promise.resolve({ price }),
    };
    const app = express();
    const logRequest = requestLogger(pino({ level: 'info' }, sink), () => false);
    app.use((req, res, next) => {
      logRequest(req, res);
      next();
    });
    app.put('/activity/:id', audited(failingTrail, 'activity.update', subject), (_req, res) => {
      price = 12000;
      res.json({ id: 7, price });
    });

    const res = await request(app).put('/activity/7').set('x-request-id', 'req-lost-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 7, price: 12000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lost = lines.find((line) => line.msg === 'audit entry lost');
    expect(lost?.level).toBe(50);
    expect(lost?.entry).toMatchObject({
      action: 'activity.update',
      entity: 'Activity',
      entityId: '7',
      requestId: 'req-lost-1',
      before: { price: 9000 },
      after: { price: 12000 },
    });
  });
});
