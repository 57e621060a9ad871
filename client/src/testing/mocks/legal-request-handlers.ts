import {
  arrepentimientoBodySchema,
  bajaBodySchema,
  confirmLegalRequestBodySchema,
  legalRequestListQuerySchema,
  LEGAL_REQUEST_MESSAGES,
  MESSAGES,
  resolveLegalRequestBodySchema,
  type LegalRequestDto,
  type LegalRequestOutcomeDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';

/** A well-formed token of the mail's link (43 base64url characters). */
export const LINK_TOKEN = 'a'.repeat(43);

/**
 * 'Botón de arrepentimiento', 'Botón de baja' and 'Solicitudes' (docs/api.md, 'Solicitudes'),
 * checked with the contract's schemas as the server checks them. Install with
 * `server.use(...legalRequestHandlers)` and reset with `legalRequestDb.reset()`.
 */
export const legalRequestDb = {
  /** The code the next POST answers. */
  nextCode: 'PG-7K3M9Q2XWD',
  /** How many more requests the rate limit lets through. */
  allowed: Number.POSITIVE_INFINITY,
  /** What each code's confirmation answers, and the token its link carries. */
  confirmations: {} as Record<string, { token: string; outcome: LegalRequestOutcomeDto }>,
  /** The admin's 'Solicitudes', newest first. */
  rows: [] as LegalRequestDto[],
  requests: [] as { method: string; path: string; query: string; body: unknown }[],
  reset() {
    this.nextCode = 'PG-7K3M9Q2XWD';
    this.allowed = Number.POSITIVE_INFINITY;
    this.confirmations = {};
    this.rows = [];
    this.requests = [];
  },
};

/** A row of 'Solicitudes': a confirmed arrepentimiento of a member unless told. */
export function legalRequestOf(overrides: Partial<LegalRequestDto> = {}): LegalRequestDto {
  return {
    code: 'PG-0000000001',
    kind: 'Arrepentimiento',
    state: 'Confirmada',
    reason: LEGAL_REQUEST_MESSAGES.late,
    email: 'ana@example.com',
    member: { id: 2, name: 'Ana Gómez' },
    orderId: 42,
    createdAt: '2025-04-01T13:00:00.000Z',
    confirmedAt: '2025-04-01T13:30:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

async function record(request: Request) {
  const text = await request.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  const url = new URL(request.url);
  legalRequestDb.requests.push({
    method: request.method,
    path: url.pathname,
    query: url.search,
    body,
  });
  return body;
}

const refusal = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** 400 naming each bad field, as the server's validate step answers. */
function invalid(error: z.ZodError) {
  const fields = Object.fromEntries(
    error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
  return HttpResponse.json({ error: MESSAGES.invalidInput, fields }, { status: 400 });
}

/** A new request: 202 with the next code, whatever the address (the server says no more). */
function receive(schema: z.ZodType) {
  return async ({ request }: { request: Request }) => {
    const body = await record(request);
    if (legalRequestDb.allowed <= 0) return refusal(429, LEGAL_REQUEST_MESSAGES.tooManyRequests);
    legalRequestDb.allowed -= 1;
    const parsed = schema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    return HttpResponse.json({ code: legalRequestDb.nextCode }, { status: 202 });
  };
}

export const legalRequestHandlers = [
  http.post('*/api/arrepentimiento', receive(arrepentimientoBodySchema)),
  http.post('*/api/baja', receive(bajaBodySchema)),
  http.post('*/api/solicitudes/:code/confirm', async ({ params, request }) => {
    const parsed = confirmLegalRequestBodySchema.safeParse(await record(request));
    if (!parsed.success) return refusal(400, LEGAL_REQUEST_MESSAGES.linkInvalid);
    const found = legalRequestDb.confirmations[String(params.code)];
    if (!found || found.token !== parsed.data.token) {
      return refusal(410, LEGAL_REQUEST_MESSAGES.linkInvalid);
    }
    return HttpResponse.json(found.outcome);
  }),
  http.get('*/api/solicitudes', async ({ request }) => {
    await record(request);
    const url = new URL(request.url);
    const parsed = legalRequestListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return invalid(parsed.error);
    const { page, pageSize, state } = parsed.data;
    const found = legalRequestDb.rows.filter((row) => state === undefined || row.state === state);
    const last = Math.max(1, Math.ceil(found.length / pageSize));
    const link = (to: number) => `<${url.pathname}?page=${to}&pageSize=${pageSize}>`;
    const links = [
      `${link(1)}; rel="first"`,
      ...(page > 1 ? [`${link(page - 1)}; rel="prev"`] : []),
      ...(page < last ? [`${link(page + 1)}; rel="next"`] : []),
      `${link(last)}; rel="last"`,
    ];
    return HttpResponse.json(found.slice((page - 1) * pageSize, page * pageSize), {
      headers: { 'X-Total-Count': String(found.length), Link: links.join(', ') },
    });
  }),
  http.put('*/api/solicitudes/:code', async ({ params, request }) => {
    const parsed = resolveLegalRequestBodySchema.safeParse(await record(request));
    if (!parsed.success) return invalid(parsed.error);
    const row = legalRequestDb.rows.find((candidate) => candidate.code === params.code);
    if (!row) return refusal(404, LEGAL_REQUEST_MESSAGES.notFound);
    if (row.state !== 'Confirmada') return refusal(409, LEGAL_REQUEST_MESSAGES.notWaiting);
    const { state, reason } = parsed.data;
    Object.assign(row, {
      state,
      reason: state === 'Rechazada' ? (reason ?? null) : null,
      resolvedAt: new Date().toISOString(),
    });
    return HttpResponse.json(row);
  }),
];
