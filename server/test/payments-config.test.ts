import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  SANDBOX_ACCESS_TOKEN,
  SANDBOX_WEBHOOK_SECRET,
  loadConfig,
} from '../src/config.ts';

const problemsOf = (env: Record<string, string>): Record<string, string> => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return {};
};

describe('payments and mail configuration', () => {
  it('defaults to the local sandbox and the SMTP catcher', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.mercadoPago).toEqual({
      sandbox: true,
      accessToken: SANDBOX_ACCESS_TOKEN,
      webhookSecret: SANDBOX_WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:4000/mp-sandbox',
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM, catcherPort: 2525 });
  });

  it('uses the real Mercado Pago with a token and a secret', () => {
    const config = loadConfig({
      MP_ACCESS_TOKEN: 'APP_USR-123',
      MP_WEBHOOK_SECRET: 'shh',
      PUBLIC_URL: 'https://powergym.com.ar/',
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      MAIL_FROM: 'Gym <gym@example.com>',
      SMTP_CATCHER_PORT: '2626',
    });
    expect(config.publicUrl).toBe('https://powergym.com.ar');
    expect(config.mercadoPago).toEqual({
      sandbox: false,
      accessToken: 'APP_USR-123',
      webhookSecret: 'shh',
      apiUrl: 'https://api.mercadopago.com',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      from: 'Gym <gym@example.com>',
      catcherPort: 2626,
    });
  });

  it('needs the webhook secret with a real token, and never echoes secrets', () => {
    expect(problemsOf({ MP_ACCESS_TOKEN: 'APP_USR-1' })).toHaveProperty('MP_WEBHOOK_SECRET');
    expect(problemsOf({ MP_SANDBOX: 'false' })).toHaveProperty('MP_ACCESS_TOKEN');
    const problems = problemsOf({
      SMTP_URL: 'http://user:hunter2@x',
      MP_ACCESS_TOKEN: 'has space',
    });
    expect(JSON.stringify(problems)).not.toContain('hunter2');
    expect(JSON.stringify(problems)).not.toContain('has space');
  });

  it('refuses the stand-ins in production unless ALLOW_SANDBOX=true, naming what to set', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'power-gym-prod',
      GOOGLE_APPLICATION_CREDENTIALS: '/etc/gym/key.json',
    };
    const problems = problemsOf({ ...production, ALLOW_SANDBOX: 'false' });
    expect(problems.MP_SANDBOX).toContain('MP_ACCESS_TOKEN');
    expect(problems.MP_SANDBOX).toContain('ALLOW_SANDBOX=true');
    expect(problems.SMTP_URL).toContain('SMTP_URL');
    const allowed = problemsOf({
      NODE_ENV: 'production',
      ALLOW_EMULATORS: 'true',
      ALLOW_SANDBOX: 'true',
    });
    expect(allowed).toEqual({});
    const real = problemsOf({
      NODE_ENV: 'production',
      ALLOW_EMULATORS: 'true',
      ALLOW_SANDBOX: 'false',
      MP_ACCESS_TOKEN: 'APP_USR-1',
      MP_WEBHOOK_SECRET: 'shh',
      SMTP_URL: 'smtp://mail.example.com',
    });
    expect(real).toEqual({});
  });
});
