// Bad requests for one route, derived from a valid request and the route's own zod schemas:
// every field (and every field the schema knows but the request left out) replaced by hostile
// values, each field removed, unknown and prototype-polluting keys added, plus fast-check values
// (fixed seed) and transport-level junk (bad JSON, wrong content type, oversized bodies). Each case
// says whether the route's schemas reject it; the suite sends both kinds.
import fc from 'fast-check';
import { z } from 'zod';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@power-gym/contracts';
import type { RequestSchemas } from '../../../src/middleware/validate.ts';
import type { RequestSpec } from '../route-policy.ts';
import type { ApiRoute } from './route-table.ts';

export const FUZZ_SEED = 20_260_407;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = Record<string, Json>;

export interface BadRequest {
  label: string;
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** Sent byte for byte (so it can hold bad JSON, 1e309, a "__proto__" key or a bad upload). */
  rawBody?: string | Buffer;
  contentType?: string;
  /** Whether the route's own schemas refuse it (for transport junk: whether it never parses). */
  rejected: boolean;
  /** The status and message it must get, when they are known exactly. */
  status?: number;
  message?: string;
}

const SQL = ["' OR 1=1 --", '1; DROP TABLE "User"; --', '1 OR 1=1', "admin'--"];
const HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(document.cookie)>'];
const NUMBER_LIKE = [
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  ' 1',
  '1abc',
];
const HUGE_NUMBER_TEXT = ['2147483648', '99999999999999999999', '9'.repeat(400)];

const value = (json: string, label = json) => ({ label, json });
const text = (raw: string) =>
  value(
    JSON.stringify(raw),
    JSON.stringify(raw.length > 40 ? `${raw.slice(0, 12)}…(${raw.length})` : raw),
  );

/** Hostile JSON values every field gets, numbers past what JSON.stringify can write included. */
const CORE_VALUES = [
  value('null'),
  value('{}'),
  value('[1,2]'),
  value('-1'),
  value('1e309', '1e309 (Infinity)'),
  text('abc'),
  text(SQL[0] ?? ''),
  text(HTML[0] ?? ''),
  value(JSON.stringify('x'.repeat(10_000)), '10 000 characters'),
  value(JSON.stringify('a\u0000b\u0007c'), 'NUL and controls'),
];

/** More of them, shared out among the fields in turn (every value still meets several fields). */
const MORE_VALUES = [
  ...['true', 'false', '[]', '""', '"   "', '"null"', '"undefined"'].map((json) => value(json)),
  ...['0', '1.5', '-2147483649', '2147483648', '9007199254740993', '1e21', '-1e309', '-0'].map(
    (json) => value(json),
  ),
  ...[...NUMBER_LIKE, ...HUGE_NUMBER_TEXT, ...SQL.slice(1), ...HTML.slice(1)].map(text),
  value(JSON.stringify('𝕏'.repeat(300)), 'astral characters'),
  value('{"$gt":0}'),
  value('{"__proto__":{"isAdmin":true}}'),
  value(`${'['.repeat(200)}${']'.repeat(200)}`, 'deep nesting'),
];
const SHARES = 6;

/** Path segments: bad ids of every kind, URL-encoded when sent. */
const PARAM_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '0x10',
  '+1',
  '2147483648',
  '9'.repeat(400),
  'abc',
  '%00',
  '\u0000',
  '__proto__',
  '../../etc/passwd',
  'ñandú 🙂',
  '1,2',
  '*',
  '{{7*7}}',
  '${7*7}',
  'a.b',
  '"',
  "'",
  'a:b',
  ...SQL.slice(0, 2),
  ...HTML.slice(0, 1),
  'x'.repeat(5_000),
  '1'.repeat(5_000),
];

const FIELD_ARBITRARY = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
);

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/** The property names a JSON schema object declares (empty for anything else). */
function propertiesOf(jsonSchema: unknown): string[] {
  if (typeof jsonSchema !== 'object' || jsonSchema === null) return [];
  const properties = (jsonSchema as { properties?: Record<string, unknown> }).properties;
  return properties ? Object.keys(properties) : [];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object inside `value` with its path (the root included), e.g. lines.0, info. */
function objectsIn(value: Json, path: string[] = []): { path: string[]; object: JsonObject }[] {
  const found: { path: string[]; object: JsonObject }[] = [];
  if (isObject(value)) {
    found.push({ path, object: value });
    for (const [key, child] of Object.entries(value))
      found.push(...objectsIn(child, [...path, key]));
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => found.push(...objectsIn(child, [...path, String(index)])));
  }
  return found;
}

/** The JSON schema of the object at `path` (through properties and array items). */
function schemaAt(jsonSchema: unknown, path: string[]): unknown {
  let current = jsonSchema;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    const node = current as { properties?: Record<string, unknown>; items?: unknown };
    current = /^\d+$/.test(segment) ? node.items : node.properties?.[segment];
  }
  return current;
}

/**
 * Writes `root` as JSON with the object at `path` changed: `key` set to raw JSON text (or
 * removed when `raw` is undefined). Raw text keeps 1e309 and "__proto__" as sent.
 */
function withField(root: Json, path: string[], key: string, raw: string | undefined): string {
  const rebuild = (node: Json, depth: number): Json => {
    if (depth === path.length) {
      const kept = Object.entries(node as JsonObject).filter(([name]) => name !== key);
      // A placeholder keeps the field's place; the real key and value are spliced in as text.
      if (raw !== undefined) kept.push([PLACEHOLDER_KEY, PLACEHOLDER_VALUE]);
      return Object.fromEntries(kept);
    }
    const segment = path[depth] ?? '';
    if (Array.isArray(node)) {
      return node.map((child, index) =>
        String(index) === segment ? rebuild(child, depth + 1) : child,
      );
    }
    const object = node as JsonObject;
    return { ...object, [segment]: rebuild(object[segment] ?? null, depth + 1) };
  };
  const text = JSON.stringify(rebuild(root, 0));
  if (raw === undefined) return text;
  return text.replace(
    `${JSON.stringify(PLACEHOLDER_KEY)}:${JSON.stringify(PLACEHOLDER_VALUE)}`,
    `${JSON.stringify(key)}:${raw}`,
  );
}

const PLACEHOLDER_KEY = '__fuzz_key_7f3a__';
const PLACEHOLDER_VALUE = '__fuzz_value_7f3a__';

function parseRaw(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Whether validate() with these schemas would refuse the request. */
function refuses(
  schemas: RequestSchemas,
  input: { params: unknown; query: unknown; body: unknown },
): boolean {
  return (['params', 'query', 'body'] as const).some(
    (part) => schemas[part] !== undefined && !schemas[part].safeParse(input[part] ?? {}).success,
  );
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

function bytesOf(limit: string): number {
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit);
  const unit = UNITS[match?.[2]?.toLowerCase() ?? ''];
  if (!match || unit === undefined) throw new Error(`Unexpected body limit ${limit}`);
  return Number(match[1]) * unit;
}

export interface BadInputOptions {
  bodyLimit: string;
  /** The route checks its input by other means (a signature): every case must be refused. */
  refuseAll?: boolean;
  messages: { invalidInput: string; invalidJson: string; payloadTooLarge: string };
}

/** The bad requests for `route`, given a request the route accepts. */
export function badRequests(
  route: ApiRoute,
  valid: RequestSpec,
  { bodyLimit, messages, refuseAll = false }: BadInputOptions,
): BadRequest[] {
  const { schemas } = route;
  const params = Object.fromEntries(
    Object.entries(valid.params ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const query = valid.query ?? {};
  const body = (valid.body ?? {}) as Json;
  const validBody = JSON.stringify(body);
  const cases: BadRequest[] = [];
  const random = (count: number, salt: number) =>
    fc.sample(FIELD_ARBITRARY, { seed: FUZZ_SEED + salt, numRuns: count });

  // Path parameters.
  route.params.forEach((name, index) => {
    for (const segment of PARAM_VALUES) {
      const changed = { ...params, [name]: segment };
      const shown = segment.length > 30 ? `${segment.slice(0, 8)}…(${segment.length})` : segment;
      cases.push({
        label: `:${name} = ${JSON.stringify(shown)}`,
        params: changed,
        rawBody: valid.body === undefined ? undefined : validBody,
        rejected: refuses(schemas, { params: changed, query, body }),
      });
    }
    random(3, index).forEach((generated, sample) => {
      const segment = typeof generated === 'string' ? generated : JSON.stringify(generated);
      if (segment === '' || segment === '.' || segment === '..') return;
      const changed = { ...params, [name]: segment };
      cases.push({
        label: `:${name} = fast-check #${sample}`,
        params: changed,
        rawBody: valid.body === undefined ? undefined : validBody,
        rejected: refuses(schemas, { params: changed, query, body }),
      });
    });
  });

  // Query string.
  if (schemas.query) {
    const known = [
      ...new Set([...Object.keys(query), ...propertiesOf(jsonSchemaOf(schemas.query))]),
    ];
    for (const key of known) {
      for (const entry of [
        ...NUMBER_LIKE,
        ...HUGE_NUMBER_TEXT,
        ...SQL,
        ...HTML,
        'x'.repeat(5_000),
      ]) {
        const changed = { ...query, [key]: entry };
        cases.push({
          label: `?${key}=${JSON.stringify(entry.slice(0, 30))}`,
          params,
          query: changed,
          rejected: refuses(schemas, { params, query: changed, body }),
        });
      }
      const repeated = { ...query, [key]: ['1', '2'] };
      cases.push({
        label: `?${key} twice`,
        params,
        query: repeated,
        rejected: refuses(schemas, { params, query: repeated, body }),
      });
    }
    for (const extra of ['isAdmin', '__proto__', 'constructor', "' OR 1=1 --"]) {
      const changed = { ...query, [extra]: 'true' };
      cases.push({
        label: `unknown query key ${JSON.stringify(extra)}`,
        params,
        query: changed,
        rejected: refuses(schemas, { params, query: changed, body }),
      });
    }
  }

  if (valid.attach) {
    cases.push(...badUploads(valid.attach.field, params, messages));
    return cases;
  }

  // Body fields, at every level the valid body has and every field the schema declares.
  if (schemas.body !== undefined || (refuseAll && valid.body !== undefined)) {
    const jsonSchema = schemas.body ? jsonSchemaOf(schemas.body) : {};
    let salt = 100;
    let field = 0;
    const bodyCase = (label: string, raw: string) => {
      const parsed = parseRaw(raw);
      // The JSON parser is strict: only an object or an array reaches the schema.
      if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
        cases.push({
          label,
          params,
          rawBody: raw,
          rejected: true,
          status: 400,
          message: messages.invalidJson,
        });
        return;
      }
      cases.push({
        label,
        params,
        rawBody: raw,
        rejected: refuses(schemas, { params, query, body: parsed.value }),
      });
    };
    for (const { path, object } of objectsIn(body)) {
      const where = path.length > 0 ? `${path.join('.')}.` : '';
      const keys = [
        ...new Set([...Object.keys(object), ...propertiesOf(schemaAt(jsonSchema, path))]),
      ];
      for (const key of keys) {
        if (key in object)
          bodyCase(`${where}${key} missing`, withField(body, path, key, undefined));
        field += 1;
        const values = [
          ...CORE_VALUES,
          ...MORE_VALUES.filter((_value, index) => index % SHARES === field % SHARES),
        ];
        for (const { label, json } of values) {
          bodyCase(`${where}${key} = ${label}`, withField(body, path, key, json));
        }
        for (const sample of random(2, (salt += 1))) {
          bodyCase(
            `${where}${key} = fast-check ${JSON.stringify(sample).slice(0, 30)}`,
            withField(body, path, key, JSON.stringify(sample)),
          );
        }
      }
      for (const key of ['isAdmin', 'price', "' OR 1=1 --", '<b>x</b>']) {
        if (key in object) continue;
        bodyCase(`${where}unknown key ${JSON.stringify(key)}`, withField(body, path, key, 'true'));
      }
      bodyCase(
        `${where}"__proto__" key`,
        withField(body, path, '__proto__', '{"isAdmin":true,"state":"Complete"}'),
      );
      bodyCase(
        `${where}"constructor" key`,
        withField(body, path, 'constructor', '{"prototype":{"isAdmin":true}}'),
      );
    }
    for (const value of [[], [body], 'texto', 0, {}] as Json[]) {
      bodyCase(`body is ${JSON.stringify(value).slice(0, 30)}`, JSON.stringify(value));
    }
    for (const value of fc.sample(fc.jsonValue(), { seed: FUZZ_SEED, numRuns: 3 })) {
      bodyCase(`body is fast-check ${JSON.stringify(value).slice(0, 30)}`, JSON.stringify(value));
    }
    // What never reaches the schema: unparseable, wrongly labelled or oversized bodies.
    for (const raw of ['{"orderId": 1,', "{'orderId': 1}", 'NaN', 'null']) {
      cases.push({
        label: `bad JSON ${raw}`,
        params,
        rawBody: raw,
        rejected: true,
        status: 400,
        message: messages.invalidJson,
      });
    }
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      cases.push({
        label: `valid body sent as ${contentType}`,
        params,
        rawBody: validBody,
        contentType,
        rejected: refuses(schemas, { params, query, body: {} }),
      });
    }
    const limit = bytesOf(bodyLimit);
    /** The valid body with an extra string field, exactly `size` bytes long. */
    const padded = (size: number) => {
      const base = withField(body, [], 'relleno', '""');
      const extra = size - Buffer.byteLength(base);
      return withField(body, [], 'relleno', JSON.stringify('x'.repeat(Math.max(extra, 0))));
    };
    for (const [label, size] of [
      ['just over the body limit', limit + 1],
      ['1 MB', 1024 * 1024],
    ] as const) {
      cases.push({
        label,
        params,
        rawBody: padded(size),
        rejected: true,
        status: 413,
        message: messages.payloadTooLarge,
      });
    }
    bodyCase('just under the body limit', padded(limit - 64));
  }
  const withQuery = cases.map((c) => ({ ...c, query: c.query ?? valid.query }));
  if (refuseAll) return withQuery.map((c) => ({ ...c, rejected: true }));
  return withQuery.map((c) =>
    c.rejected && c.status === undefined
      ? { ...c, status: 400, message: messages.invalidInput }
      : c,
  );
}

const BOUNDARY = '----PowerGymFuzz';

/** A multipart/form-data body of the given parts, byte for byte. */
function multipart(parts: { field: string; filename?: string; type?: string; bytes: Buffer }[]) {
  const chunks = parts.flatMap(({ field, filename, type, bytes }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"` +
        (filename === undefined ? '' : `; filename="${filename}"`) +
        `\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A photo upload's refusals: files that are not JPEG, PNG or WebP whatever they claim, a file too
 * large, the photo missing, in the wrong field or sent twice, and bodies that are not multipart.
 */
function badUploads(
  field: string,
  params: Record<string, string>,
  messages: BadInputOptions['messages'],
): BadRequest[] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const notPhotos: [string, Buffer][] = [
    ['a text file named .jpg', Buffer.from('esto no es una foto')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj')],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['HTML', Buffer.from('<html><img src=x onerror=alert(document.cookie)></html>')],
    ['a GIF header', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['a PNG signature alone', PNG_SIGNATURE],
    ['a PNG cut short', Buffer.concat([PNG_SIGNATURE, Buffer.from('\x00\x00\x00\x0dIHDR')])],
    ['a JPEG marker alone', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['SQL', Buffer.from(SQL.join('\n'))],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_v, i) => (i * 37) % 256))],
  ];
  const cases: BadRequest[] = notPhotos.flatMap(([label, bytes]) =>
    ['foto.jpg', 'foto.png', '../../etc/passwd'].map((filename) => ({
      label: `${label} as ${filename}`,
      params,
      rawBody: multipart([{ field, filename, type: 'image/jpeg', bytes }]),
      contentType: type,
      rejected: true,
      status: 400,
      message: PHOTO_MESSAGES.wrongType,
    })),
  );
  const refusal = (
    label: string,
    rawBody: Buffer | string,
    contentType: string,
    { status = 400, message }: { status?: number; message?: string } = {},
  ) => {
    cases.push({ label, params, rawBody, contentType, rejected: true, status, message });
  };
  const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64)]);
  refusal(
    'a file over the size limit',
    multipart([{ field, filename: 'foto.jpg', bytes: Buffer.alloc(PHOTO_MAX_BYTES + 1) }]),
    type,
    { status: 413, message: PHOTO_MESSAGES.tooLarge },
  );
  refusal(
    'the photo in another field',
    multipart([{ field: 'archivo', filename: 'a.png', bytes: png }]),
    type,
  );
  refusal(
    'two photos',
    multipart([
      { field, filename: 'a.png', bytes: png },
      { field, filename: 'b.png', bytes: png },
    ]),
    type,
  );
  refusal(
    'a text field besides',
    multipart([
      { field: 'isAdmin', bytes: Buffer.from('true') },
      { field, filename: 'a.png', bytes: png },
    ]),
    type,
  );
  refusal(
    'the field as text, no file',
    multipart([{ field, bytes: Buffer.from('/media/x.webp') }]),
    type,
  );
  refusal('no parts', Buffer.from(`--${BOUNDARY}--\r\n`), type);
  refusal(
    'a multipart body cut short',
    multipart([{ field, filename: 'a.png', bytes: png }]).subarray(0, 60),
    type,
  );
  refusal('multipart without a boundary', 'x', 'multipart/form-data');
  for (const body of ['{}', '{"image":"/media/x.webp"}', '{"__proto__":{"isAdmin":true}}']) {
    refusal(`JSON ${body}`, body, 'application/json');
  }
  refusal('bad JSON', '{"image":', 'application/json', { message: messages.invalidJson });
  refusal('text/plain', 'foto', 'text/plain');
  return cases;
}
