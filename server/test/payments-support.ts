// Owned by the payments work. A listening app in sandbox mode (the SDK reaches the sandbox over
// HTTP, the sandbox posts the webhook to PUBLIC_URL), and Created orders made by the real checkout.
import { createHmac, randomUUID } from 'node:crypto';
import net from 'node:net';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { checkoutOrder } from '../src/features/orders/checkout.ts';
import type { PrismaClient, User } from '../src/generated/prisma/client.ts';
import { createMercadoPagoSandbox, type MercadoPagoSandbox } from '../src/sandbox/mercadopago.ts';
import { testConfig } from './support/app.ts';
import { listen } from './support/listen.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

export interface PaymentsApp {
  baseUrl: string;
  config: Config;
  sandbox: MercadoPagoSandbox;
  close(): Promise<void>;
}

export async function startPaymentsApp(
  prisma: PrismaClient,
  env: Record<string, string>,
): Promise<PaymentsApp> {
  const port = await freePort();
  const config = testConfig({ PORT: String(port), ...env });
  const logger = pino({ level: 'silent' });
  const sandbox = createMercadoPagoSandbox({
    settings: config.mercadoPago,
    publicUrl: config.publicUrl,
    logger,
  });
  const app = createApp({ prisma, config, logger, mercadoPagoSandbox: sandbox });
  const close = await listen(app, port);
  return { baseUrl: `http://localhost:${port}`, config, sandbox, close };
}

/** A Created order through the real checkout (stock reserved, mail queued). */
export async function createdOrder(
  prisma: PrismaClient,
  user: User,
  lines: { diaHoraId: number; activityId: number; quantity: number }[],
  discountCode?: string,
): Promise<number> {
  const cart =
    (await prisma.order.findFirst({ where: { userId: user.id, state: 'Cart' } })) ??
    (await prisma.order.create({ data: { userId: user.id } }));
  await prisma.orderLine.createMany({
    data: lines.map((line) => ({ ...line, orderId: cart.id, unitPrice: 0, subtotal: 0 })),
  });
  await checkoutOrder(prisma, {
    orderId: cart.id,
    caller: { uid: user.uid },
    discountCode,
  });
  return cart.id;
}

/** Signs like Mercado Pago, independently of the sandbox's own signer. */
export function webhookHeaders(
  secret: string,
  dataId: string,
  requestId = randomUUID(),
  ts = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
}
