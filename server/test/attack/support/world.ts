// One listening app on one database with the cast the attack suite needs: an anonymous visitor,
// a newcomer (signed in, no profile yet), a member who owns every resource the requests name,
// another member, the desk, a profesor, and an admin. Listening (not supertest's in-memory server) because the
// Mercado Pago SDK reaches the app's own sandbox over HTTP.
import request from 'supertest';
import { pino } from 'pino';
import { createApp, type App } from '../../../src/app.ts';
import type { Config } from '../../../src/config.ts';
import type { PrismaClient } from '../../../src/generated/prisma/client.ts';
import { Mailbox } from '../../../src/sandbox/smtp-catcher.ts';
import {
  createMercadoPagoSandbox,
  type MercadoPagoSandbox,
} from '../../../src/sandbox/mercadopago.ts';
import { checkoutOrder } from '../../../src/features/orders/checkout.ts';
import { freePort } from '../../payments-support.ts';
import { testConfig } from '../../support/app.ts';
import { listen } from '../../support/listen.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { insertShop, type Shop } from '../../support/orders.ts';
import {
  authEnv,
  bearer,
  signUp,
  signedInUser,
  type SignedInUser,
  type TestAccount,
} from '../../support/tokens.ts';

export const CALLERS = [
  'anonymous',
  'newcomer',
  'member',
  'other',
  'desk',
  'trainer',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** Limits high enough that validation, not a 429, answers every request of the suite. */
export const UNLIMITED: Record<string, string> = {
  AUTH_RATE_LIMIT: '100000',
  DISCOUNT_RATE_LIMIT: '100000',
  PAYMENT_RATE_LIMIT: '100000',
  MAIL_RATE_LIMIT: '100000',
  WEBHOOK_RATE_LIMIT: '100000',
  PHOTO_RATE_LIMIT: '100000',
  LEGAL_REQUEST_RATE_LIMIT: '100000',
};

/** Builds the app the way createApp does in demo mode: sandbox payments and the mail viewer on. */
export function attackApp(
  prisma: PrismaClient,
  config: Config,
  sandbox?: MercadoPagoSandbox,
): { app: App; sandbox: MercadoPagoSandbox } {
  const logger = pino({ level: 'silent' });
  const mercadoPagoSandbox =
    sandbox ??
    createMercadoPagoSandbox({ settings: config.mercadoPago, publicUrl: config.publicUrl, logger });
  const app = createApp({
    prisma,
    config,
    logger,
    mailbox: new Mailbox(),
    mercadoPagoSandbox,
  });
  return { app, sandbox: mercadoPagoSandbox };
}

/** The same app with no database behind it: enough to read its route table at collection time. */
export function routeOnlyApp(): App {
  return attackApp({} as PrismaClient, testConfig(UNLIMITED)).app;
}

export interface World {
  db: TestDatabase;
  prisma: PrismaClient;
  config: Config;
  baseUrl: string;
  sandbox: MercadoPagoSandbox;
  shop: Shop;
  member: SignedInUser;
  other: SignedInUser;
  /** Front-desk staff ('recepcion'), and a profesor teaching as the shop's trainer. */
  desk: SignedInUser;
  trainer: SignedInUser;
  admin: SignedInUser;
  newcomer: TestAccount;
  /** supertest against the listening app. */
  api(): ReturnType<typeof request>;
  /** Authorization headers of a caller ({} for the anonymous visitor). */
  auth(caller: CallerName): Record<string, string>;
  /** The member's open cart, holding one Pilates place. */
  cartWithLine(owner?: SignedInUser): Promise<number>;
  /** A fresh Created order of the member (places reserved, mail queued). */
  createdOrder(owner?: SignedInUser): Promise<number>;
  close(): Promise<void>;
}

export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  const db = await createTestDatabase();
  const prisma = db.prisma;
  const port = await freePort();
  const config = testConfig(authEnv({ PORT: String(port), ...UNLIMITED, ...env }));
  const { app, sandbox } = attackApp(prisma, config);
  const stopListening = await listen(app, port);
  const baseUrl = `http://127.0.0.1:${port}`;

  const shop = await insertShop(prisma);
  // Room for every checkout the suite makes.
  for (const slot of [shop.slots.lunes, shop.slots.miercoles]) {
    await prisma.diaHora.update({
      where: { id: slot.id },
      data: { capacity: 10_000, stock: 10_000 },
    });
  }
  // The profesor's classes: Pilates.
  const pilatesTrainer = await prisma.trainer.create({
    data: {
      name: 'Profesora de Pilates',
      image: '/media/t.jpg',
      specialty: 'Pilates',
      experience: '5 años',
      activities: { connect: { id: shop.activities.pilates.id } },
    },
  });
  const [member, other, desk, trainer, admin, newcomer] = await Promise.all([
    signedInUser(prisma, { name: 'Miembro', lastName: 'Dueño' }),
    signedInUser(prisma, { name: 'Otro', lastName: 'Socio' }),
    signedInUser(prisma, { name: 'Recepcionista', role: 'recepcion' }),
    signedInUser(prisma, { name: 'Profesora', role: 'profesor', trainerId: pilatesTrainer.id }),
    signedInUser(prisma, { name: 'Administradora', role: 'admin' }),
    signUp(),
  ]);
  const headers: Record<CallerName, Record<string, string>> = {
    anonymous: {},
    newcomer: bearer(newcomer.idToken),
    member: member.auth,
    other: other.auth,
    desk: desk.auth,
    trainer: trainer.auth,
    admin: admin.auth,
  };

  const pilatesLine = {
    diaHoraId: shop.slots.lunes.id,
    activityId: shop.activities.pilates.id,
    quantity: 1,
  };

  const cartWithLine = async (owner = member) => {
    const cart =
      (await prisma.order.findFirst({ where: { userId: owner.user.id, state: 'Cart' } })) ??
      (await prisma.order.create({ data: { userId: owner.user.id } }));
    const line = await prisma.orderLine.findFirst({ where: { orderId: cart.id } });
    if (!line) {
      await prisma.orderLine.create({
        data: { ...pilatesLine, orderId: cart.id, unitPrice: 0, subtotal: 0 },
      });
    }
    return cart.id;
  };

  return {
    db,
    prisma,
    config,
    baseUrl,
    sandbox,
    shop,
    member,
    other,
    desk,
    trainer,
    admin,
    newcomer,
    api: () => request(baseUrl),
    auth: (caller) => headers[caller],
    cartWithLine,
    async createdOrder(owner = member) {
      const orderId = await cartWithLine(owner);
      await checkoutOrder(prisma, { orderId, caller: { uid: owner.user.uid } });
      return orderId;
    },
    async close() {
      await stopListening();
      await db.close();
    },
  };
}
