import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_GYM_CONTACT } from '@power-gym/contracts';
import { ConfigError, DEMO_CHECKIN_SECRET, REPO_ROOT, loadConfig } from '../src/config.ts';

const SERVICE_ACCOUNT = {
  project_id: 'power-gym-prod',
  client_email: 'admin-sdk@power-gym-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nsecreto\n-----END PRIVATE KEY-----\n',
};

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3001,
      nodeEnv: 'development',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data', 'pglite'),
      dbPoolSize: 10,
      appOrigins: ['http://localhost:3001'],
      browserApiOrigins: [],
      bodyLimit: '100kb',
      clientDist: path.join(REPO_ROOT, 'client', 'dist'),
      seedOnStart: true,
      trustProxy: false,
      firebase: {
        projectId: 'demo-powergym',
        emulatorHost: '127.0.0.1:9099',
        serviceAccount: undefined,
        credentialsFile: undefined,
      },
      adminEmails: [],
      allowEmulators: false,
      reservationMinutes: 30,
      checkIn: { secret: DEMO_CHECKIN_SECRET },
      memberships: {
        days: 30,
        reminderDays: 3,
        sweepIntervalMs: 60_000,
        offerHours: 24,
        makeupDays: 30,
        skipNoticeHours: 2,
        noShowLimit: 3,
        priceNoticeDays: 30,
        subscriptionSyncMs: 60_000,
        freezeDaysPerYear: 30,
      },
      redisUrl: undefined,
      discountRateLimit: 20,
      authRateLimit: 300,
      paymentRateLimit: 10,
      mailRateLimit: 5,
      photoRateLimit: 10,
      legalRequestRateLimit: 5,
      media: { dir: path.join(REPO_ROOT, 'data', 'media'), s3: undefined },
      webhookRateLimit: 600,
      publicUrl: 'http://localhost:3001',
      mercadoPago: {
        sandbox: true,
        accessToken: 'TEST-powergym-sandbox-access-token',
        webhookSecret: 'powergym-sandbox-webhook-secret',
        apiUrl: 'http://127.0.0.1:3001/mp-sandbox',
      },
      mail: { from: 'Power Gym <no-reply@powergym.com.ar>', catcherPort: 2525 },
      recipes: {
        spoonacularApiKey: undefined,
        spoonacularBaseUrl: 'https://api.spoonacular.com',
        cacheTtlMs: 3_600_000,
      },
      gym: DEMO_GYM_CONTACT,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgresql://gym:secret@db:5432/powergym',
      DATA_DIR: '/var/lib/gym',
      MEDIA_DIR: '/var/lib/gym/media',
      PHOTO_RATE_LIMIT: '7',
      LEGAL_REQUEST_RATE_LIMIT: '9',
      DB_POOL_SIZE: '20',
      APP_ORIGIN: 'https://gym.example, http://localhost:5173',
      VITE_API_URL: '/api',
      VITE_RECIPES_API_URL: 'https://recetas.example/v1',
      BODY_LIMIT: '1mb',
      CLIENT_DIST: 'client/build',
      SEED_ON_START: 'true',
      TRUST_PROXY: '1',
      FIREBASE_PROJECT_ID: 'power-gym-prod',
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify(SERVICE_ACCOUNT),
      GOOGLE_APPLICATION_CREDENTIALS: 'secrets/key.json',
      ADMIN_EMAILS: 'Dueno@Gym.example, ,admin@powergym.com.ar',
      ALLOW_EMULATORS: 'false',
      RESERVATION_MINUTES: '15',
      MEMBERSHIP_DAYS: '0.001',
      REMINDER_DAYS: '0.5',
      MEMBERSHIP_SWEEP_SECONDS: '2',
      OFFER_HOURS: '0.5',
      MAKEUP_DAYS: '14',
      SKIP_NOTICE_HOURS: '0',
      NO_SHOW_LIMIT: '5',
      PRICE_NOTICE_DAYS: '45',
      SUBSCRIPTION_SYNC_SECONDS: '5',
      FREEZE_DAYS_PER_YEAR: '20',
      CHECKIN_SECRET: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d234',
      DISCOUNT_RATE_LIMIT: '50',
      AUTH_RATE_LIMIT: '120',
      PAYMENT_RATE_LIMIT: '6',
      MAIL_RATE_LIMIT: '3',
      WEBHOOK_RATE_LIMIT: '1000',
      PUBLIC_URL: 'https://gym.example',
      MP_ACCESS_TOKEN: 'APP_USR-123',
      MP_WEBHOOK_SECRET: 'whsec',
      SMTP_URL: 'smtp://user:secret@mail.gym.example:587',
      REDIS_URL: 'rediss://:secret@cache.gym.example:6380/0',
      MAIL_FROM: 'Gym <hola@gym.example>',
      SMTP_CATCHER_PORT: '2600',
      SPOONACULAR_API_KEY: 'spoon-key',
      SPOONACULAR_BASE_URL: 'http://127.0.0.1:4010/',
      SPOONACULAR_CACHE_MINUTES: '5',
      GYM_ADDRESS: 'Av. Maipú 1200, Vicente López',
      GYM_PHONE: '+54 11 4000-1200',
      GYM_WHATSAPP: '5491140001200',
      GYM_EMAIL: 'recepcion@gym.example',
      GYM_HOURS: 'Todos los días de 6 a 23 h',
      GYM_INSTAGRAM: 'https://instagram.com/gym',
      GYM_FACEBOOK: 'https://facebook.com/gym',
      GYM_YOUTUBE: 'https://youtube.com/@gym',
      GYM_LOCATION: '-34.5300, -58.4700',
    });
    expect(config).toEqual({
      port: 8080,
      nodeEnv: 'production',
      logLevel: 'warn',
      databaseUrl: 'postgresql://gym:secret@db:5432/powergym',
      dataDir: '/var/lib/gym',
      dbPoolSize: 20,
      appOrigins: ['https://gym.example', 'http://localhost:5173'],
      browserApiOrigins: ['https://recetas.example'],
      bodyLimit: '1mb',
      clientDist: path.join(REPO_ROOT, 'client', 'build'),
      seedOnStart: true,
      trustProxy: 1,
      firebase: {
        projectId: 'power-gym-prod',
        emulatorHost: undefined,
        serviceAccount: SERVICE_ACCOUNT,
        credentialsFile: path.join(REPO_ROOT, 'secrets', 'key.json'),
      },
      adminEmails: ['dueno@gym.example', 'admin@powergym.com.ar'],
      allowEmulators: false,
      reservationMinutes: 15,
      checkIn: { secret: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d234' },
      memberships: {
        days: 0.001,
        reminderDays: 0.5,
        sweepIntervalMs: 2_000,
        offerHours: 0.5,
        makeupDays: 14,
        skipNoticeHours: 0,
        noShowLimit: 5,
        priceNoticeDays: 45,
        subscriptionSyncMs: 5000,
        freezeDaysPerYear: 20,
      },
      redisUrl: 'rediss://:secret@cache.gym.example:6380/0',
      discountRateLimit: 50,
      authRateLimit: 120,
      paymentRateLimit: 6,
      mailRateLimit: 3,
      photoRateLimit: 7,
      legalRequestRateLimit: 9,
      media: { dir: '/var/lib/gym/media', s3: undefined },
      webhookRateLimit: 1000,
      publicUrl: 'https://gym.example',
      mercadoPago: {
        sandbox: false,
        accessToken: 'APP_USR-123',
        webhookSecret: 'whsec',
        apiUrl: 'https://api.mercadopago.com',
      },
      mail: {
        smtpUrl: 'smtp://user:secret@mail.gym.example:587',
        from: 'Gym <hola@gym.example>',
        catcherPort: 2600,
      },
      recipes: {
        spoonacularApiKey: 'spoon-key',
        spoonacularBaseUrl: 'http://127.0.0.1:4010',
        cacheTtlMs: 300_000,
      },
      gym: {
        address: 'Av. Maipú 1200, Vicente López',
        phone: '+54 11 4000-1200',
        whatsapp: '5491140001200',
        email: 'recepcion@gym.example',
        hours: 'Todos los días de 6 a 23 h',
        instagram: 'https://instagram.com/gym',
        facebook: 'https://facebook.com/gym',
        youtube: 'https://youtube.com/@gym',
        location: '-34.5300, -58.4700',
      },
    });
  });

  it('derives APP_ORIGIN from PORT and turns seeding off for PostgreSQL', () => {
    const config = loadConfig({ PORT: '4000', DATABASE_URL: 'postgres://localhost/gym' });
    expect(config.appOrigins).toEqual(['http://localhost:4000']);
    expect(config.seedOnStart).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
    });
  });

  it('parses TRUST_PROXY as boolean, hop count or address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it('names every bad variable and why, in one error', () => {
    const bad = {
      PORT: 'abc',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://root:hunter2@db/gym',
      DB_POOL_SIZE: '0',
      APP_ORIGIN: 'localhost:5173',
      BODY_LIMIT: 'huge',
      SEED_ON_START: 'maybe',
    };
    let caught: unknown;
    try {
      loadConfig(bad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(Object.keys(error.problems).sort()).toEqual(Object.keys(bad).sort());
    expect(error.message).toMatch(/^Invalid configuration:/);
    for (const name of Object.keys(bad)) expect(error.message).toContain(`- ${name}: `);
    expect(error.problems.PORT).toContain('integer');
    expect(error.problems.PORT).toContain("'abc'");
    expect(error.problems.APP_ORIGIN).toContain('origin');
    expect(error.problems.DATABASE_URL).toContain('postgresql://');
    expect(error.message).not.toContain('hunter2');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['APP_ORIGIN', 'http://localhost:5173/'],
    ['APP_ORIGIN', 'ftp://files.example'],
    ['APP_ORIGIN', ' , '],
    ['DB_POOL_SIZE', '2.5'],
    ['VITE_RECIPES_API_URL', 'recetas.example'],
    ['REDIS_URL', 'http://cache.gym.example:6379'],
    ['MEMBERSHIP_DAYS', '0'],
    ['MEMBERSHIP_DAYS', '-1'],
    ['MEMBERSHIP_DAYS', 'treinta'],
    ['REMINDER_DAYS', '1e3'],
    ['MEMBERSHIP_SWEEP_SECONDS', '0.5'],
    ['OFFER_HOURS', '0'],
    ['OFFER_HOURS', 'un día'],
    ['GYM_WHATSAPP', '+54 9 11 4790-2350'],
    ['GYM_PHONE', 'llamanos'],
    ['GYM_EMAIL', 'hola@'],
    ['GYM_INSTAGRAM', 'http://instagram.com/gym'],
    ['GYM_ADDRESS', 'X'],
    ['GYM_LOCATION', 'Olivos'],
    ['GYM_LOCATION', '-134.5,-58.4'],
  ])('rejects %s=%j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`- ${name}: `));
  });
});

describe('loadConfig: Firebase', () => {
  it('runs on the Auth emulator by default and on a configured host', () => {
    expect(loadConfig({}).firebase.emulatorHost).toBe('127.0.0.1:9099');
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).firebase).toMatchObject({
      projectId: 'demo-powergym',
      emulatorHost: '127.0.0.1:9199',
    });
  });

  it('uses the real project when credentials are configured, taking its id from the key', () => {
    const config = loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(SERVICE_ACCOUNT) });
    expect(config.firebase).toMatchObject({ projectId: 'power-gym-prod', emulatorHost: undefined });
    const withFile = loadConfig({
      GOOGLE_APPLICATION_CREDENTIALS: '/etc/gym/key.json',
      FIREBASE_PROJECT_ID: 'power-gym-prod',
    });
    expect(withFile.firebase).toMatchObject({
      emulatorHost: undefined,
      credentialsFile: '/etc/gym/key.json',
    });
  });

  it('refuses the emulator in production unless ALLOW_EMULATORS=true, naming what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    let caught: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' });
    } catch (error) {
      caught = error;
    }
    const message = (caught as ConfigError).problems.FIREBASE_AUTH_EMULATOR_HOST;
    expect(message).toContain('ALLOW_EMULATORS=true');
    expect(message).toContain('FIREBASE_SERVICE_ACCOUNT');
    const allowed = loadConfig({ NODE_ENV: 'production', ALLOW_EMULATORS: 'true' });
    expect(allowed).toMatchObject({
      allowEmulators: true,
      firebase: { emulatorHost: '127.0.0.1:9099' },
    });
  });

  it('refuses to sign passes with the demo key in production, or with a short key', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'power-gym-prod',
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify(SERVICE_ACCOUNT),
      MP_ACCESS_TOKEN: 'APP_USR-1',
      MP_WEBHOOK_SECRET: 'clave',
      SMTP_URL: 'smtp://mail.gym.example:587',
    };
    let caught: unknown;
    try {
      loadConfig(production);
    } catch (error) {
      caught = error;
    }
    expect((caught as ConfigError).problems.CHECKIN_SECRET).toContain('openssl rand -hex 32');
    expect(() => loadConfig({ CHECKIN_SECRET: 'corta' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_EMULATORS: 'true' }).checkIn.secret).toBe(
      DEMO_CHECKIN_SECRET,
    );
  });

  it("refuses a real project with a 'demo-' id", () => {
    expect(() => loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/etc/gym/key.json' })).toThrow(
      /- FIREBASE_PROJECT_ID: .*set FIREBASE_PROJECT_ID/,
    );
  });

  it('names bad Firebase variables and never echoes the service account', () => {
    let caught: unknown;
    try {
      loadConfig({
        FIREBASE_PROJECT_ID: 'Mi Proyecto',
        FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099',
        FIREBASE_SERVICE_ACCOUNT: '{"private_key":"hunter2"',
        ADMIN_EMAILS: 'jefa@gym.example, no-es-un-email',
        ALLOW_EMULATORS: 'quizas',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(Object.keys(error.problems).sort()).toEqual([
      'ADMIN_EMAILS',
      'ALLOW_EMULATORS',
      'FIREBASE_AUTH_EMULATOR_HOST',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_SERVICE_ACCOUNT',
    ]);
    expect(error.problems.FIREBASE_SERVICE_ACCOUNT).toContain('service account');
    expect(error.message).not.toContain('hunter2');
    expect(error.problems.FIREBASE_AUTH_EMULATOR_HOST).toContain('host:port');
  });
});
