// Shared by the cart, checkout and concurrency tests (owned by the orders work).
import type { App } from '../../src/app.ts';
import request from 'supertest';
import type { CartDto, OrderLineDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { insertSlot } from './fixtures.ts';
import type { SignedInUser } from './tokens.ts';

/** Two classes and their slots: Pilates at 9999 (odd prices test the discount maths). */
export async function insertShop(prisma: PrismaClient) {
  const pilates = await prisma.activity.create({
    data: { name: 'Pilates', image: '/media/a.jpg', description: 'Core.', price: 9999 },
  });
  const boxeo = await prisma.activity.create({
    data: { name: 'Boxeo', image: '/media/b.jpg', description: 'Golpes.', price: 5000 },
  });
  const lunes = await insertSlot(prisma, 'Lunes', '18:00', 10, 10, pilates.id);
  const miercoles = await insertSlot(prisma, 'Miercoles', '09:30', 3, 3, boxeo.id);
  const sinClase = await insertSlot(prisma, 'Jueves', '07:00', 5, 5);
  const diez = await prisma.descuento.create({
    data: { codigo: 'POWER10', descuento: 10, name: 'Bot' },
  });
  const quince = await prisma.descuento.create({ data: { codigo: 'QUINCE', descuento: 15 } });
  return {
    activities: { pilates, boxeo },
    slots: { lunes, miercoles, sinClase },
    discounts: { diez, quince },
  };
}
export type Shop = Awaited<ReturnType<typeof insertShop>>;

/** insertShop, its Lunes slot given 100 places for the concurrency tests to race for: its id. */
export async function shopWithRoomySlot(prisma: PrismaClient): Promise<number> {
  const shop = await insertShop(prisma);
  const slotId = shop.slots.lunes.id;
  await prisma.diaHora.update({ where: { id: slotId }, data: { capacity: 100, stock: 100 } });
  return slotId;
}

export async function openCart(app: App, member: SignedInUser): Promise<number> {
  const res = await request(app).post('/api/order/cart').set(member.auth).send({});
  if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as CartDto).order.id;
}

/** Opens the member's cart and saves these lines in it; returns the order id. */
export async function cartWith(
  app: App,
  member: SignedInUser,
  lines: { diaHoraId: number; quantity: number }[],
): Promise<number> {
  const orderId = await openCart(app, member);
  const res = await request(app)
    .post('/api/orderline/cart')
    .set(member.auth)
    .send({ orderId, lines });
  if (res.status !== 200) throw new Error(`lines: ${res.status} ${JSON.stringify(res.body)}`);
  return orderId;
}

/** The same, then checked out through the API: a Created order holding these places. */
export async function checkedOut(
  app: App,
  member: SignedInUser,
  lines: { diaHoraId: number; quantity: number }[],
): Promise<number> {
  const orderId = await cartWith(app, member, lines);
  const res = await request(app).post('/api/order/checkout').set(member.auth).send({ orderId });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return orderId;
}

/** POST /descuento/validate: the member checks a discount code. */
export function validateCode(app: App, member: SignedInUser, codigo: string) {
  return request(app).post('/api/descuento/validate').set(member.auth).send({ codigo });
}

export type Lines = OrderLineDto[];
