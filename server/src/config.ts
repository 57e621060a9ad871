import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  DEMO_GYM_CONTACT,
  FREEZE_DAYS_PER_YEAR,
  PRICE_NOTICE_DAYS,
  gymContactSchema,
  type GymContact,
  MAKEUP_DAYS,
  MEMBERSHIP_DAYS,
  OFFER_HOURS,
  REMINDER_DAYS,
  RESERVATION_MINUTES,
  SKIP_NOTICE_HOURS,
  NO_SHOW_LIMIT,
} from '@power-gym/contracts';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as unset, so `FOO=` in .env falls back to the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be an integer between ${min} and ${max}`);

/** A number of days or hours that may have decimals (a test can make a period last a minute). */
const decimal = (min: number, max: number, unit: 'days' | 'hours') =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of ${unit} between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a number of ${unit} between ${min} and ${max}`);
const days = (min: number, max: number) => decimal(min, max, 'days');

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'must be a comma-separated list of origins like http://localhost:5173 (scheme, host, optional port; no path or trailing slash)');

/** A base URL the browser calls: a path on our origin (/api) or an absolute http(s) URL. */
const browserBaseUrl = z
  .string()
  .regex(/^(\/\S*|https?:\/\/[^\s/]+(\/\S*)?)$/, 'must be a path like /api or an http(s) URL')
  .transform((value) => (value.startsWith('/') ? undefined : new URL(value).origin));

const trustProxy = z
  .string()
  .regex(/^[\w.:/, -]+$/, 'must be true, false, a hop count or a list of addresses/subnets')
  .transform((value): boolean | number | string => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')));

const publicUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** The fields of a service account key file that firebase-admin's cert() needs. */
const serviceAccountKey = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

const SERVICE_ACCOUNT_PROBLEM =
  'must be the JSON of a service account key (with project_id, client_email and private_key)';
const serviceAccountJson = z.string().transform((value, ctx): ServiceAccountKey => {
  try {
    const parsed = serviceAccountKey.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: SERVICE_ACCOUNT_PROBLEM });
  return z.NEVER;
});

/** Variables whose value never appears in an error message. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'FIREBASE_SERVICE_ACCOUNT',
  'SMTP_URL',
  'MP_ACCESS_TOKEN',
  'MP_WEBHOOK_SECRET',
  'SPOONACULAR_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'CHECKIN_SECRET',
]);

export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-powergym';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

const envSchema = z.object({
  PORT: optional(integer(0, 65_535)),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgresql:// connection URL'),
  ),
  DATA_DIR: optional(z.string()),
  MEDIA_DIR: optional(z.string()),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  ),
  S3_ENDPOINT: optional(publicUrl),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region like us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string().regex(/^\S+$/, 'must be an access key id, no spaces')),
  S3_SECRET_ACCESS_KEY: optional(z.string().regex(/^\S+$/, 'must be a secret key, no spaces')),
  S3_FORCE_PATH_STYLE: optional(booleanString),
  DB_POOL_SIZE: optional(integer(1, 1000)),
  APP_ORIGIN: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin).min(1, 'must list at least one origin')),
  ),
  BODY_LIMIT: optional(z.string().regex(/^\d+(b|kb|mb)$/i, "must be a size like '100kb' or '1mb'")),
  CLIENT_DIST: optional(z.string()),
  SEED_ON_START: optional(booleanString),
  TRUST_PROXY: optional(trustProxy),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z][a-z0-9-]{4,39}$/,
        'must be a Firebase project id (lower-case letters, digits, dashes)',
      ),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z.string().regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, like 127.0.0.1:9099'),
  ),
  FIREBASE_SERVICE_ACCOUNT: optional(serviceAccountJson),
  GOOGLE_APPLICATION_CREDENTIALS: optional(z.string()),
  ADMIN_EMAILS: optional(emailList),
  // The client's build reads these from the same .env; another host must be in the CSP.
  VITE_API_URL: optional(browserBaseUrl),
  VITE_RECIPES_API_URL: optional(browserBaseUrl),
  ALLOW_EMULATORS: optional(booleanString),
  // Payments and mail (see paymentsAndMail below).
  PUBLIC_URL: optional(publicUrl),
  MP_ACCESS_TOKEN: optional(z.string().regex(/^\S+$/, 'must be a Mercado Pago access token')),
  MP_WEBHOOK_SECRET: optional(z.string().regex(/^\S+$/, 'must be the webhook secret, no spaces')),
  MP_SANDBOX: optional(booleanString),
  MP_API_URL: optional(publicUrl),
  ALLOW_SANDBOX: optional(booleanString),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')),
  MAIL_FROM: optional(z.string().min(3)),
  SMTP_CATCHER_PORT: optional(integer(0, 65_535)),
  RESERVATION_MINUTES: optional(integer(1, 1440)),
  MEMBERSHIP_DAYS: optional(days(0.0001, 3650)),
  REMINDER_DAYS: optional(days(0, 365)),
  MEMBERSHIP_SWEEP_SECONDS: optional(integer(1, 3600)),
  OFFER_HOURS: optional(decimal(0.0001, 720, 'hours')),
  MAKEUP_DAYS: optional(days(0.0001, 365)),
  SKIP_NOTICE_HOURS: optional(decimal(0, 168, 'hours')),
  NO_SHOW_LIMIT: optional(integer(1, 100)),
  PRICE_NOTICE_DAYS: optional(integer(0, 365)),
  SUBSCRIPTION_SYNC_SECONDS: optional(integer(1, 3600)),
  FREEZE_DAYS_PER_YEAR: optional(integer(0, 365)),
  CHECKIN_SECRET: optional(
    z.string().regex(/^\S{32,}$/, 'must be 32 or more characters without spaces'),
  ),
  DISCOUNT_RATE_LIMIT: optional(integer(1, 100_000)),
  AUTH_RATE_LIMIT: optional(integer(1, 100_000)),
  PAYMENT_RATE_LIMIT: optional(integer(1, 100_000)),
  MAIL_RATE_LIMIT: optional(integer(1, 100_000)),
  WEBHOOK_RATE_LIMIT: optional(integer(1, 100_000)),
  PHOTO_RATE_LIMIT: optional(integer(1, 100_000)),
  LEGAL_REQUEST_RATE_LIMIT: optional(integer(1, 100_000)),
  SPOONACULAR_API_KEY: optional(
    z.string().regex(/^\S+$/, 'must be a Spoonacular API key, no spaces'),
  ),
  SPOONACULAR_BASE_URL: optional(publicUrl),
  SPOONACULAR_CACHE_MINUTES: optional(integer(0, 10_080)),
  GYM_ADDRESS: optional(z.string()),
  GYM_PHONE: optional(z.string()),
  GYM_WHATSAPP: optional(z.string()),
  GYM_EMAIL: optional(z.string()),
  GYM_HOURS: optional(z.string()),
  GYM_INSTAGRAM: optional(z.string()),
  GYM_FACEBOOK: optional(z.string()),
  GYM_YOUTUBE: optional(z.string()),
  GYM_LOCATION: optional(z.string()),
});

/** Each field of the gym's contact, its variable and what a bad value is told. */
const GYM_VARIABLES: Record<keyof GymContact, { name: string; problem: string }> = {
  address: { name: 'GYM_ADDRESS', problem: 'must be the street address, at least 5 characters' },
  phone: { name: 'GYM_PHONE', problem: "must be a phone number like '+54 11 4790-2350'" },
  whatsapp: {
    name: 'GYM_WHATSAPP',
    problem: "must be the WhatsApp number in international form, digits only, like '5491147902350'",
  },
  email: { name: 'GYM_EMAIL', problem: 'must be an e-mail address' },
  hours: { name: 'GYM_HOURS', problem: 'must say the opening hours' },
  instagram: { name: 'GYM_INSTAGRAM', problem: 'must be an https:// URL' },
  facebook: { name: 'GYM_FACEBOOK', problem: 'must be an https:// URL' },
  youtube: { name: 'GYM_YOUTUBE', problem: 'must be an https:// URL' },
  location: {
    name: 'GYM_LOCATION',
    problem: "must be the gym's 'latitude,longitude' in degrees, like '-34.5107,-58.4853'",
  },
};

export type LogLevel = (typeof LOG_LEVELS)[number];

/** How long a paid order holds its slots (domain/bookings/memberships.ts). */
export interface MembershipPolicy {
  /** MEMBERSHIP_DAYS: a period's length from the payment. */
  days: number;
  /** REMINDER_DAYS: 'Por vencer' and the reminder mail, this long before the end. */
  reminderDays: number;
  /** How often the membership sweep runs (MEMBERSHIP_SWEEP_SECONDS). */
  sweepIntervalMs: number;
  /** OFFER_HOURS: how long a freed place is held for the first in line (domain/bookings/waitlist.ts). */
  offerHours: number;
  /** MAKEUP_DAYS: how long a make-up credit lasts from the class it makes up for (domain/makeups.ts). */
  makeupDays: number;
  /** SKIP_NOTICE_HOURS: 'No voy' this long before a class earns a credit; a make-up cancels until then. */
  skipNoticeHours: number;
  /** NO_SHOW_LIMIT: no-shows in NO_SHOW_DAYS that earn one friendly mail (domain/no-shows.ts). */
  noShowLimit: number;
  /** PRICE_NOTICE_DAYS: a price rise is set at least this long before its day. */
  priceNoticeDays: number;
  /** How often the subscription sync runs (SUBSCRIPTION_SYNC_SECONDS; jobs/subscription-sync.ts). */
  subscriptionSyncMs: number;
  /** FREEZE_DAYS_PER_YEAR: days a member may freeze in twelve months. */
  freezeDaysPerYear: number;
}

export interface Config {
  port: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolSize: number;
  appOrigins: string[];
  /** Origins other than ours that the client build calls (VITE_API_URL, VITE_RECIPES_API_URL). */
  browserApiOrigins: string[];
  bodyLimit: string;
  clientDist: string;
  seedOnStart: boolean;
  trustProxy: boolean | number | string;
  firebase: FirebaseConfig;
  /** Lower-case; these users are admins in our database (applied at start-up and on profile creation). */
  adminEmails: string[];
  /** Lets NODE_ENV=production run on the local stand-ins. */
  allowEmulators: boolean;
  /** Base URL the browser and Mercado Pago reach the app at (no trailing slash). */
  publicUrl: string;
  mercadoPago: MercadoPagoSettings;
  mail: MailConfig;
  /** Minutes a Created (unpaid) order holds its places before the sweep cancels it. */
  reservationMinutes: number;
  memberships: MembershipPolicy;
  /** The key that signs the members' passes ('Mi pase', docs/architecture.md, 'Check-in'). */
  checkIn: { secret: string };
  /** Redis for rate limits shared by several instances; undefined: in memory. */
  redisUrl: string | undefined;
  /** Discount-code checks allowed per minute for one user and address. */
  discountRateLimit: number;
  /** Sign-in-adjacent calls (profile creation and reads, admin check) per minute from one address. */
  authRateLimit: number;
  /** Payment starts per minute for one member and address (confirmations: twice as many). */
  paymentRateLimit: number;
  /** Order-mail re-sends per minute for one member and address. */
  mailRateLimit: number;
  /** Mercado Pago notifications per minute from one address. */
  webhookRateLimit: number;
  /** Photo uploads per minute for one member and address (each is decoded and re-encoded). */
  photoRateLimit: number;
  /**
   * 'Botón de arrepentimiento' and 'Botón de baja' requests per minute from one address, and
   * again per e-mail typed (each mails that address).
   */
  legalRequestRateLimit: number;
  recipes: RecipesConfig;
  media: MediaConfig;
  /** GYM_*: how people reach the gym (contracts' GymContact), written into every page. */
  gym: GymContact;
}

/** Where uploaded photos are kept (lib/media-storage.ts). */
export interface MediaConfig {
  /** MEDIA_DIR: the disk store's folder, used when no S3 bucket is set. */
  dir: string;
  /** S3_BUCKET and its settings: an S3-compatible object store instead of the disk. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  bucket: string;
  /** undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  /** undefined: the AWS SDK's default credentials (AWS_* variables, an instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (MinIO, most S3-compatible stores) rather than in the host name. */
  forcePathStyle: boolean;
}

export interface RecipesConfig {
  /** undefined: /recipes serves the bundled data set from the database. */
  spoonacularApiKey: string | undefined;
  spoonacularBaseUrl: string;
  /** How long a Spoonacular answer is reused; 0 turns the cache off. */
  cacheTtlMs: number;
}

export interface MercadoPagoSettings {
  /** true: the local stand-in at /mp-sandbox answers the SDK and shows the buyer page. */
  sandbox: boolean;
  accessToken: string;
  webhookSecret: string;
  /** Where the SDK sends its requests (AppConfig.BASE_URL). */
  apiUrl: string;
}

export interface MailConfig {
  /** undefined: the built-in SMTP catcher receives every mail. */
  smtpUrl: string | undefined;
  from: string;
  catcherPort: number;
}

export interface FirebaseConfig {
  projectId: string;
  /** host:port of the Auth emulator; undefined means the real Firebase project. */
  emulatorHost: string | undefined;
  serviceAccount: ServiceAccountKey | undefined;
  /** A service account key file, read by Google's application default credentials. */
  credentialsFile: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: Record<string, string>) {
    super(
      `Invalid configuration:\n${Object.entries(problems)
        .map(([name, problem]) => `  - ${name}: ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Relative paths are taken from the repository root, whatever the working directory. */
function fromRoot(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      // Never echo a connection URL: it may carry a password.
      const got = SECRET_VARIABLES.has(name) ? '' : ` (got '${String(env[name])}')`;
      problems[name] ??= `${issue.message}${got}`;
    }
    throw new ConfigError(problems);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3001;
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const firebase = firebaseConfig(vars);
  const allowEmulators = vars.ALLOW_EMULATORS ?? false;
  checkFirebase(firebase, nodeEnv, allowEmulators);
  return {
    port,
    nodeEnv,
    logLevel: vars.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    databaseUrl: vars.DATABASE_URL,
    dataDir: fromRoot(vars.DATA_DIR ?? 'data/pglite'),
    dbPoolSize: vars.DB_POOL_SIZE ?? 10,
    appOrigins: vars.APP_ORIGIN ?? [`http://localhost:${port}`],
    browserApiOrigins: [
      ...new Set([vars.VITE_API_URL, vars.VITE_RECIPES_API_URL].filter((o) => o !== undefined)),
    ],
    bodyLimit: vars.BODY_LIMIT ?? '100kb',
    clientDist: fromRoot(vars.CLIENT_DIST ?? 'client/dist'),
    seedOnStart: vars.SEED_ON_START ?? vars.DATABASE_URL === undefined,
    trustProxy: vars.TRUST_PROXY ?? false,
    firebase,
    adminEmails: vars.ADMIN_EMAILS ?? [],
    allowEmulators,
    ...paymentsAndMail(vars, port, nodeEnv),
    reservationMinutes: vars.RESERVATION_MINUTES ?? RESERVATION_MINUTES,
    checkIn: checkInSettings(vars, nodeEnv, allowEmulators),
    memberships: {
      days: vars.MEMBERSHIP_DAYS ?? MEMBERSHIP_DAYS,
      reminderDays: vars.REMINDER_DAYS ?? REMINDER_DAYS,
      sweepIntervalMs: (vars.MEMBERSHIP_SWEEP_SECONDS ?? 60) * 1000,
      offerHours: vars.OFFER_HOURS ?? OFFER_HOURS,
      makeupDays: vars.MAKEUP_DAYS ?? MAKEUP_DAYS,
      skipNoticeHours: vars.SKIP_NOTICE_HOURS ?? SKIP_NOTICE_HOURS,
      noShowLimit: vars.NO_SHOW_LIMIT ?? NO_SHOW_LIMIT,
      priceNoticeDays: vars.PRICE_NOTICE_DAYS ?? PRICE_NOTICE_DAYS,
      subscriptionSyncMs: (vars.SUBSCRIPTION_SYNC_SECONDS ?? 60) * 1000,
      freezeDaysPerYear: vars.FREEZE_DAYS_PER_YEAR ?? FREEZE_DAYS_PER_YEAR,
    },
    redisUrl: vars.REDIS_URL,
    discountRateLimit: vars.DISCOUNT_RATE_LIMIT ?? 20,
    authRateLimit: vars.AUTH_RATE_LIMIT ?? 300,
    paymentRateLimit: vars.PAYMENT_RATE_LIMIT ?? 10,
    mailRateLimit: vars.MAIL_RATE_LIMIT ?? 5,
    webhookRateLimit: vars.WEBHOOK_RATE_LIMIT ?? 600,
    photoRateLimit: vars.PHOTO_RATE_LIMIT ?? 10,
    legalRequestRateLimit: vars.LEGAL_REQUEST_RATE_LIMIT ?? 5,
    recipes: {
      spoonacularApiKey: vars.SPOONACULAR_API_KEY,
      spoonacularBaseUrl: vars.SPOONACULAR_BASE_URL ?? SPOONACULAR_API_URL,
      cacheTtlMs: (vars.SPOONACULAR_CACHE_MINUTES ?? 60) * 60_000,
    },
    media: mediaConfig(vars),
    gym: gymContact(vars),
  };
}

function gymContact(vars: EnvVars): GymContact {
  const fields = Object.entries(GYM_VARIABLES) as [keyof GymContact, { name: string }][];
  const contact = Object.fromEntries(
    fields.map(([field, { name }]) => [
      field,
      (vars[name as keyof EnvVars] as string | undefined)?.trim() ?? DEMO_GYM_CONTACT[field],
    ]),
  );
  const parsed = gymContactSchema.safeParse(contact);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const { name, problem } = GYM_VARIABLES[issue.path[0] as keyof GymContact];
    problems[name] ??= `${problem} (got '${String(contact[issue.path[0] as string])}')`;
  }
  throw new ConfigError(problems);
}

type EnvVars = z.output<typeof envSchema>;

function mediaConfig(vars: EnvVars): MediaConfig {
  const dir = fromRoot(vars.MEDIA_DIR ?? 'data/media');
  const keys = [vars.S3_ACCESS_KEY_ID, vars.S3_SECRET_ACCESS_KEY];
  if (keys.filter((key) => key !== undefined).length === 1) {
    throw new ConfigError({
      [vars.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY']:
        'is required with the other S3 key (or set neither, for the default AWS credentials)',
    });
  }
  if (vars.S3_BUCKET === undefined) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'] as const).find(
      (name) => vars[name] !== undefined,
    );
    if (stray) throw new ConfigError({ S3_BUCKET: `is required when ${stray} is set` });
    return { dir, s3: undefined };
  }
  return {
    dir,
    s3: {
      bucket: vars.S3_BUCKET,
      endpoint: vars.S3_ENDPOINT,
      region: vars.S3_REGION ?? 'us-east-1',
      credentials:
        vars.S3_ACCESS_KEY_ID !== undefined && vars.S3_SECRET_ACCESS_KEY !== undefined
          ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? vars.S3_ENDPOINT !== undefined,
    },
  };
}

function firebaseConfig(vars: EnvVars): FirebaseConfig {
  const serviceAccount = vars.FIREBASE_SERVICE_ACCOUNT;
  const credentialsFile =
    vars.GOOGLE_APPLICATION_CREDENTIALS === undefined
      ? undefined
      : fromRoot(vars.GOOGLE_APPLICATION_CREDENTIALS);
  const hasCredentials = serviceAccount !== undefined || credentialsFile !== undefined;
  return {
    projectId:
      vars.FIREBASE_PROJECT_ID ?? serviceAccount?.project_id ?? DEFAULT_FIREBASE_PROJECT_ID,
    emulatorHost:
      vars.FIREBASE_AUTH_EMULATOR_HOST ?? (hasCredentials ? undefined : DEFAULT_AUTH_EMULATOR_HOST),
    serviceAccount,
    credentialsFile,
  };
}

function checkFirebase(
  firebase: FirebaseConfig,
  nodeEnv: Config['nodeEnv'],
  allowEmulators: boolean,
): void {
  if (firebase.emulatorHost !== undefined) {
    if (nodeEnv === 'production' && !allowEmulators) {
      throw new ConfigError({
        FIREBASE_AUTH_EMULATOR_HOST: `production would sign users in with the Firebase Auth emulator (${firebase.emulatorHost}); set FIREBASE_SERVICE_ACCOUNT (or GOOGLE_APPLICATION_CREDENTIALS) and FIREBASE_PROJECT_ID, or ALLOW_EMULATORS=true to run on the emulator anyway`,
      });
    }
    return;
  }
  if (firebase.projectId.startsWith('demo-')) {
    throw new ConfigError({
      FIREBASE_PROJECT_ID: `'${firebase.projectId}' only exists in the emulator; set FIREBASE_PROJECT_ID to your Firebase project id`,
    });
  }
}

/**
 * Signs the demo's passes; production needs a CHECKIN_SECRET of its own unless it runs on the
 * stand-ins on purpose (ALLOW_EMULATORS or ALLOW_SANDBOX).
 */
export const DEMO_CHECKIN_SECRET = 'powergym-demo-checkin-secret-not-for-production';

function checkInSettings(
  vars: EnvVars,
  nodeEnv: Config['nodeEnv'],
  allowStandIns: boolean,
): Config['checkIn'] {
  if (vars.CHECKIN_SECRET !== undefined) return { secret: vars.CHECKIN_SECRET };
  if (nodeEnv === 'production' && !(vars.ALLOW_SANDBOX === true || allowStandIns)) {
    throw new ConfigError({
      CHECKIN_SECRET:
        "is required in production: 32 or more random characters (openssl rand -hex 32) that sign the members' passes",
    });
  }
  return { secret: DEMO_CHECKIN_SECRET };
}

export const SANDBOX_ACCESS_TOKEN = 'TEST-powergym-sandbox-access-token';
export const SANDBOX_WEBHOOK_SECRET = 'powergym-sandbox-webhook-secret';
export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';
export const SPOONACULAR_API_URL = 'https://api.spoonacular.com';
export const DEFAULT_MAIL_FROM = 'Power Gym <no-reply@powergym.com.ar>';

function paymentsAndMail(
  vars: EnvVars,
  port: number,
  nodeEnv: Config['nodeEnv'],
): Pick<Config, 'publicUrl' | 'mercadoPago' | 'mail'> {
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${port}`;
  const sandbox = vars.MP_SANDBOX ?? vars.MP_ACCESS_TOKEN === undefined;
  // ALLOW_EMULATORS already means "run on the stand-ins"; ALLOW_SANDBOX is the specific switch.
  const allowSandbox = vars.ALLOW_SANDBOX ?? vars.ALLOW_EMULATORS ?? false;
  const problems: Record<string, string> = {};
  if (!sandbox && vars.MP_ACCESS_TOKEN === undefined) {
    problems.MP_ACCESS_TOKEN = 'is required when MP_SANDBOX=false';
  }
  if (!sandbox && vars.MP_WEBHOOK_SECRET === undefined) {
    problems.MP_WEBHOOK_SECRET =
      'is required with a real Mercado Pago account (Tus integraciones → Webhooks → clave secreta)';
  }
  if (nodeEnv === 'production' && !allowSandbox) {
    if (sandbox) {
      problems.MP_SANDBOX =
        'production would take payments in the local Mercado Pago sandbox; set MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (and PUBLIC_URL), or ALLOW_SANDBOX=true to run on the sandbox anyway';
    }
    if (vars.SMTP_URL === undefined) {
      problems.SMTP_URL =
        'production would deliver mail to the built-in SMTP catcher; set SMTP_URL (smtp://user:password@host:587), or ALLOW_SANDBOX=true to keep the catcher';
    }
  }
  if (Object.keys(problems).length > 0) throw new ConfigError(problems);
  return {
    publicUrl,
    mercadoPago: {
      sandbox,
      accessToken: vars.MP_ACCESS_TOKEN ?? SANDBOX_ACCESS_TOKEN,
      webhookSecret: vars.MP_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
      apiUrl:
        vars.MP_API_URL ?? (sandbox ? `http://127.0.0.1:${port}/mp-sandbox` : MERCADO_PAGO_API_URL),
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      catcherPort: vars.SMTP_CATCHER_PORT ?? 2525,
    },
  };
}
