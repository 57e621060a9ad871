import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { WebhookSignatureValidator } from 'mercadopago';
import { mercadoPagoProvider } from '../src/lib/mercadopago-provider.ts';
import { signNotification } from '../src/sandbox/mercadopago.ts';
import { startPaymentsApp, type PaymentsApp } from './payments-support.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ fresh: 'once' });
let mp: PaymentsApp;

beforeAll(async () => {
  mp = await startPaymentsApp(world.prisma, {});
});

afterAll(async () => {
  await mp?.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: 'x', title: 'Yoga <script>alert(1)</script>', quantity: 2, unit_price: 1500.5 }],
  external_reference: '12',
  back_urls: { success: 'http://localhost/ok' },
  auto_return: 'approved',
  ...overrides,
});

describe('local Mercado Pago sandbox', () => {
  it('answers the SDK over HTTP like the real API', async () => {
    const provider = mercadoPagoProvider(mp.config.mercadoPago);
    const preference = await provider.createPreference(body());
    expect(preference.url).toBe(`${mp.baseUrl}/mp-sandbox/checkout/${preference.id}`);
    expect(await provider.getPayment('1')).toBeNull();
    const payment = mp.sandbox.store.addPayment({
      status: 'approved',
      externalReference: '12',
      amount: 3001,
    });
    expect(await provider.getPayment(payment.id)).toMatchObject({
      id: payment.id,
      status: 'approved',
      externalReference: '12',
      amount: 3001,
      currency: 'ARS',
    });
  });

  it('refuses a wrong access token and an invalid preference', async () => {
    const wrong = mercadoPagoProvider({ ...mp.config.mercadoPago, accessToken: 'TEST-wrong' });
    await expect(wrong.createPreference(body())).rejects.toThrow(/refused|answer/);
    await request(mp.baseUrl)
      .post('/mp-sandbox/checkout/preferences')
      .set('authorization', `Bearer ${mp.config.mercadoPago.accessToken}`)
      .send(body({ back_urls: {} }))
      .expect(400);
  });

  it('shows an accessible, escaped buyer page and refuses an expired one', async () => {
    const provider = mercadoPagoProvider(mp.config.mercadoPago);
    const { url } = await provider.createPreference(body());
    const page = await request(mp.baseUrl).get(new URL(url).pathname).expect(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Yoga &lt;script&gt;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toMatch(/3\.001,00/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    await request(mp.baseUrl).get('/mp-sandbox/checkout/nope').expect(404);

    const expired = await provider.createPreference(
      body({ expires: true, expiration_date_to: new Date(Date.now() - 1000).toISOString() }),
    );
    const path = new URL(expired.url).pathname;
    await request(mp.baseUrl).get(path).expect(410);
    await request(mp.baseUrl).post(path).type('form').send({ decision: 'approve' }).expect(410);
  });

  it("signs notifications the way the SDK's validator checks them", () => {
    const header = signNotification('secreto', 'ABC123', 'req-1', 1_700_000_000);
    expect(() =>
      WebhookSignatureValidator.validate({
        xSignature: header,
        xRequestId: 'req-1',
        dataId: 'abc123',
        secret: 'secreto',
      }),
    ).not.toThrow();
  });
});
