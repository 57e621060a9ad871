import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { z } from 'zod';
import { MESSAGES, idParamsSchema } from '@power-gym/contracts';
import { createApp } from '../src/app.ts';
import type { PrismaClient } from '../src/generated/prisma/client.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { errorHandler, toHttpError } from '../src/middleware/error-handler.ts';
import { validate, validated } from '../src/middleware/validate.ts';
import { testConfig } from './support/app.ts';
import { useTestWorld } from './support/test-world.ts';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('toHttpError with real database errors', () => {
  const world = useTestWorld({ fresh: 'once' });

  it('maps a unique violation (P2002) to 409', async () => {
    await world.prisma.descuento.create({ data: { codigo: 'POWER10', descuento: 10 } });
    const error = await rejection(
      world.prisma.descuento.create({ data: { codigo: 'POWER10', descuento: 20 } }),
    );
    expect(toHttpError(error)).toMatchObject({ status: 409, message: MESSAGES.conflict });
    expect(await world.prisma.descuento.count()).toBe(1);
  });

  it('maps a missing record (P2025) to 404', async () => {
    const error = await rejection(
      world.prisma.activity.update({ where: { id: 123456 }, data: { price: 1 } }),
    );
    expect(toHttpError(error)).toMatchObject({ status: 404, message: MESSAGES.notFound });
  });

  it('maps a foreign key violation (P2003) to 409', async () => {
    const error = await rejection(
      world.prisma.diaHora.create({
        data: { day: 'Lunes', hour: '10:00', capacity: 1, stock: 1, activityId: 987654 },
      }),
    );
    expect(toHttpError(error)).toMatchObject({ status: 409, message: MESSAGES.conflict });
  });

  it('does not mistake a CHECK violation for an outage', async () => {
    const error = await rejection(
      world.prisma.diaHora.create({
        data: { day: 'Lunes', hour: '10:00', capacity: 1, stock: -1 },
      }),
    );
    expect(toHttpError(error).status).not.toBe(503);
  });
});

describe('toHttpError with other errors', () => {
  it('keeps an HttpError', () => {
    const error = new HttpError(403, 'Prohibido', { a: 'b' });
    expect(toHttpError(error)).toBe(error);
  });

  it('turns a ZodError into 400 with every field', () => {
    const result = z.object({ a: z.string('A mal'), b: z.number('B mal') }).safeParse({});
    expect(result.success).toBe(false);
    expect(toHttpError(result.error)).toMatchObject({
      status: 400,
      message: MESSAGES.invalidInput,
      fields: { a: 'A mal', b: 'B mal' },
    });
  });

  it('turns connection failures into 503', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toHttpError(refused).status).toBe(503);
    expect(toHttpError(new Error('wrapped', { cause: refused })).status).toBe(503);
    expect(toHttpError(Object.assign(new Error('shutdown'), { code: '57P01' })).status).toBe(503);
  });

  it('hides everything else behind a 500', () => {
    expect(toHttpError(new Error('secret'))).toMatchObject({
      status: 500,
      message: MESSAGES.internal,
    });
    expect(toHttpError('a string').status).toBe(500);
    expect(toHttpError({ status: 302 }).status).toBe(500);
  });
});

describe('unexpected errors over HTTP', () => {
  it('answer 500 without internals', async () => {
    const failing = {
      activity: {
        findMany: () =>
          Promise.reject(new Error('relation "secret_table" does not exist at /srv/app')),
        count: () => Promise.resolve(0),
      },
    } as unknown as PrismaClient;
    const app = createApp({
      prisma: failing,
      config: testConfig(),
      logger: pino({ level: 'silent' }),
    });
    const res = await request(app).get('/api/activity/all').expect(500);
    expect(res.body).toEqual({ error: MESSAGES.internal });
    expect(res.text).not.toContain('secret');
  });
});

describe('validate', () => {
  const schemas = {
    params: idParamsSchema,
    query: z.strictObject({
      page: z.coerce.number('Página inválida').int().min(1, 'Página inválida'),
    }),
    body: z.strictObject({
      name: z.string('Nombre requerido').min(2, 'Nombre muy corto'),
      price: z.number('Precio inválido').int('Precio inválido'),
    }),
  };
  const app = express();
  app.use(express.json());
  app.post('/things/:id', validate(schemas), (_req, res) => {
    res.json(validated(res, schemas));
  });
  app.use(errorHandler);

  it('hands the parsed values on', async () => {
    const res = await request(app)
      .post('/things/7?page=2')
      .send({ name: 'Yoga', price: 3500 })
      .expect(200);
    expect(res.body).toEqual({
      params: { id: 7 },
      query: { page: 2 },
      body: { name: 'Yoga', price: 3500 },
    });
  });

  it('reports every bad field at once, unknown fields included', async () => {
    const res = await request(app)
      .post('/things/abc?page=0')
      .send({ name: 'Y', price: 1.5, isAdmin: true })
      .expect(400);
    expect(res.body).toEqual({
      error: MESSAGES.invalidInput,
      fields: {
        id: MESSAGES.invalidId,
        page: 'Página inválida',
        name: 'Nombre muy corto',
        price: 'Precio inválido',
        isAdmin: MESSAGES.unknownField,
      },
    });
  });

  it('treats a missing body as empty and says which fields are required', async () => {
    const res = await request(app).post('/things/1?page=1').expect(400);
    expect(res.body.fields).toEqual({ name: 'Nombre requerido', price: 'Precio inválido' });
  });

  it('gives Spanish default messages for rules without their own', async () => {
    const plain = { body: z.object({ n: z.number() }) };
    const spanish = express();
    spanish.use(express.json());
    spanish.post('/', validate(plain), (_req, res) => {
      res.end();
    });
    spanish.use(errorHandler);
    const res = await request(spanish).post('/').send({ n: 'x' }).expect(400);
    expect(res.body.fields.n).toMatch(/[Ee]ntrada inválida|esperado/);
  });
});
