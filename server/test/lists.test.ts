// Paged lists (issue 19): every list answers one page, sorted and searched on the server, with
// X-Total-Count and Link; bad paging input is a 400 in Spanish.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MAX_PAGE_SIZE,
  LIST_MESSAGES,
  LIST_SORT_COLUMNS,
  MESSAGES,
  ORDER_MESSAGES,
  PAGE_MESSAGES,
  type AdminOrderDto,
  type BoughtActivityDto,
  type OrderDto,
  type UserDto,
} from '@power-gym/contracts';
import { asAdmin, paidOrder, reservedOrder, send } from './support/admin.ts';
import { useTestWorld } from './support/test-world.ts';
import { compactOrderCounts } from '../src/domain/order-counts.ts';
import { orderCountsMatch } from './support/order-counts.ts';
import { Prisma } from '../src/generated/prisma/client.ts';
import { peopleMatching, personMatches } from '../src/lib/sql-page.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });

const ids = (body: unknown) => (body as { id: number }[]).map((row) => row.id);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** 30 members, created one minute apart (the last one newest); changed in the opposite order. */
async function thirtyMembers(): Promise<number[]> {
  await world.prisma.user.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      uid: `uid-socia-${i}`,
      email: `socia${String(i).padStart(2, '0')}@lista.test`,
      name: `Socia${i}`,
      lastName: 'Lista',
      createdAt: minutesAgo(100 - i),
      updatedAt: minutesAgo(10 + i),
    })),
  });
  const rows = await world.prisma.user.findMany({
    where: { email: { endsWith: '@lista.test' } },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((row) => row.id);
}

describe('GET /api/user (admins)', () => {
  it('answers 25 rows by default, the total and the next page in headers', async () => {
    await thirtyMembers();
    const total = await world.prisma.user.count();
    const first = await asAdmin(world, 'get', '/api/user').expect(200);
    expect(first.body).toHaveLength(25);
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(first.headers.link).toBe('</api/user?page=2&pageSize=25>; rel="next"');
    const second = await asAdmin(world, 'get', '/api/user?page=2').expect(200);
    expect(second.body).toHaveLength(total - 25);
    expect(second.headers.link).toBeUndefined();
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(total);
  });

  it("sorts by 'Ultimos creados' and 'Ultimos modificados' on the server", async () => {
    const created = await thirtyMembers();
    const byCreation = await asAdmin(world, 'get', '/api/user?sort=created&pageSize=100');
    const newestFirst = ids(byCreation.body).filter((id) => created.includes(id));
    expect(newestFirst).toEqual([...created].reverse());
    const byChange = await asAdmin(world, 'get', '/api/user?sort=updated&pageSize=100');
    const listed = ids(byChange.body).filter((id) => created.includes(id));
    // Changed in the opposite order of creation: the oldest member was changed last.
    expect(listed).toEqual(created);
  });

  it('sorts by a column either way, listed or searched, the id breaking ties', async () => {
    const thirty = await thirtyMembers();
    const emails = (body: unknown) =>
      (body as UserDto[]).map((u) => u.email).filter((e) => e.endsWith('@lista.test'));
    const ascending = Array.from(
      { length: 30 },
      (_, i) => `socia${String(i).padStart(2, '0')}@lista.test`,
    );
    const up = await asAdmin(world, 'get', '/api/user?sort=email&pageSize=100').expect(200);
    expect(emails(up.body)).toEqual(ascending);
    const down = await asAdmin(world, 'get', '/api/user?sort=email&order=desc&pageSize=100');
    expect(emails(down.body)).toEqual([...ascending].reverse());
    // A search reads its page in SQL: the same sort there.
    const searched = await asAdmin(world, 'get', '/api/user?q=lista&sort=email&order=desc');
    expect(emails(searched.body)).toEqual([...ascending].reverse().slice(0, 25));
    // Every member's last name is 'Lista': the id breaks the tie, in the same direction.
    const tied = await asAdmin(world, 'get', '/api/user?q=lista&sort=lastName&order=desc');
    const tiedIds = ids(tied.body);
    expect(tiedIds).toEqual([...tiedIds].sort((a, b) => b - a));
    // 'Ultimos creados' read the other way: the oldest first.
    const oldest = await asAdmin(world, 'get', '/api/user?sort=created&order=asc&pageSize=100');
    expect(ids(oldest.body).filter((id) => thirty.includes(id))).toEqual(thirty);
  });

  it('searches names and e-mails (contains, any case) and ids', async () => {
    const created = await thirtyMembers();
    const byEmail = await asAdmin(world, 'get', '/api/user?q=SOCIA07@').expect(200);
    expect((byEmail.body as UserDto[]).map((u) => u.email)).toEqual(['socia07@lista.test']);
    expect(byEmail.headers['x-total-count']).toBe('1');
    const byName = await asAdmin(world, 'get', '/api/user?q=lista&pageSize=5').expect(200);
    expect(byName.headers['x-total-count']).toBe('30');
    const byId = await asAdmin(world, 'get', `/api/user?q=${created[4]}`).expect(200);
    expect(ids(byId.body)).toContain(created[4]);
    await asAdmin(world, 'get', '/api/user?q=nadie-se-llama-asi').expect(200, []);
  });

  it('finds a full name across name and last name, and takes % and _ literally', async () => {
    await thirtyMembers();
    const full = await asAdmin(world, 'get', '/api/user?q=socia12 LISTA').expect(200);
    expect((full.body as UserDto[]).map((u) => u.email)).toEqual(['socia12@lista.test']);
    await asAdmin(world, 'get', '/api/user?q=socia%25').expect(200, []);
    await asAdmin(world, 'get', '/api/user?q=socia_7').expect(200, []);
  });

  it('searches through the trigram index, for members and for orders by buyer', async () => {
    // The tables are tiny here, so the planner is told to avoid whole-table scans: what is checked
    // is that the search's expression is the one "User_search_idx" holds.
    const plans = await world.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const explain = (sql: Prisma.Sql) => tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${sql}`;
      return Promise.all([
        explain(Prisma.sql`SELECT id FROM "User" WHERE ${personMatches('lista')}`),
        explain(Prisma.sql`SELECT id FROM "Order" WHERE "userId" IN (${peopleMatching('ana')})`),
      ]);
    });
    for (const plan of plans) {
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('User_search_idx');
    }
  });

  it.each([
    ['page=0', { page: PAGE_MESSAGES.pageInvalid }],
    ['page=-3', { page: PAGE_MESSAGES.pageInvalid }],
    ['page=dos', { page: PAGE_MESSAGES.pageInvalid }],
    ['pageSize=101', { pageSize: PAGE_MESSAGES.pageSizeInvalid(ADMIN_MAX_PAGE_SIZE) }],
    ['pageSize=1e3', { pageSize: PAGE_MESSAGES.pageSizeInvalid(ADMIN_MAX_PAGE_SIZE) }],
    ['sort=price', { sort: LIST_MESSAGES.sortInvalid(LIST_SORT_COLUMNS.users) }],
    ['sort=email&order=up', { order: LIST_MESSAGES.orderInvalid }],
    [`q=${'x'.repeat(101)}`, { q: LIST_MESSAGES.searchTooLong }],
    ['q=a&q=b', { q: LIST_MESSAGES.searchInvalid }],
  ])('refuses %s in Spanish', async (query, fields) => {
    const res = await asAdmin(world, 'get', `/api/user?${query}`).expect(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidInput, fields });
  });
});

describe('GET /api/order (admins)', () => {
  it('pages, filters by state and searches by order id or buyer', async () => {
    const lunes = world.shop.slots.lunes.id;
    const reserved = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    const paid = await paidOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    const all = await asAdmin(world, 'get', '/api/order?pageSize=1').expect(200);
    expect(all.headers['x-total-count']).toBe('2');
    // Last changed first.
    expect(ids(all.body)).toEqual([paid]);
    await asAdmin(world, 'put', `/api/order/${reserved}`, { state: 'Canceled' }).expect(200);
    const lastChanged = await asAdmin(world, 'get', '/api/order?pageSize=1').expect(200);
    expect(ids(lastChanged.body)).toEqual([reserved]);

    const canceled = await asAdmin(world, 'get', '/api/order?state=Canceled').expect(200);
    expect(ids(canceled.body)).toEqual([reserved]);
    const complete = await asAdmin(world, 'get', '/api/order?state=Complete').expect(200);
    expect(ids(complete.body)).toEqual([paid]);

    const byId = await asAdmin(world, 'get', `/api/order?q=${reserved}`).expect(200);
    expect(ids(byId.body)).toEqual([reserved]);
    const byBuyer = await asAdmin(world, 'get', '/api/order?q=ANA&sort=created').expect(200);
    expect(ids(byBuyer.body)).toEqual([paid, reserved]);
    expect((byBuyer.body as AdminOrderDto[])[0]?.user.name).toBe('Ana');
  });

  it('sorts by total, state and period, either way, with a filter or a search', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const one = await paidOrder(world, [{ diaHoraId: lunes.id, quantity: 1 }]);
    const two = await reservedOrder(world, [
      { diaHoraId: lunes.id, quantity: 1 },
      { diaHoraId: miercoles.id, quantity: 1 },
    ]);
    const totals = (body: unknown) => (body as AdminOrderDto[]).map((o) => Number(o.total));
    const up = await asAdmin(world, 'get', '/api/order?sort=total').expect(200);
    expect(ids(up.body)).toEqual([one, two]);
    expect(totals(up.body)[0]).toBeLessThan(totals(up.body)[1] ?? 0);
    const down = await asAdmin(world, 'get', '/api/order?sort=total&order=desc&q=ana');
    expect(ids(down.body)).toEqual([two, one]);
    // 'Created' is declared before 'Complete': the order the states are listed in everywhere.
    const byState = await asAdmin(world, 'get', '/api/order?sort=state').expect(200);
    expect(ids(byState.body)).toEqual([two, one]);
    // An unpaid order has no period: it ends the ascending list.
    const byPeriod = await asAdmin(world, 'get', '/api/order?sort=period').expect(200);
    expect(ids(byPeriod.body)).toEqual([one, two]);
    const paidOnly = await asAdmin(world, 'get', '/api/order?state=Complete&sort=total&order=desc');
    expect(ids(paidOnly.body)).toEqual([one]);
    const res = await asAdmin(world, 'get', '/api/order?sort=email').expect(400);
    expect(res.body.fields).toEqual({ sort: LIST_MESSAGES.sortInvalid(LIST_SORT_COLUMNS.orders) });
  });

  it('refuses a cart or an unknown state as a filter', async () => {
    for (const state of ['Cart', 'Pagada']) {
      const res = await asAdmin(world, 'get', `/api/order?state=${state}`).expect(400);
      expect(res.body).toEqual({
        error: MESSAGES.invalidInput,
        fields: { state: ORDER_MESSAGES.stateFilterInvalid },
      });
    }
  });

  // The original answered 500 (Prisma P2029, one query parameter per row) from about 32,700 orders.
  it('answers one page at 33,000 orders', async () => {
    await world.prisma.$executeRaw`
      INSERT INTO "Order" ("userId", state, total, "updatedAt")
      SELECT ${world.ana.user.id}, 'Complete', 100, now() - make_interval(secs => n)
        FROM generate_series(1, 33000) AS n`;
    const res = await asAdmin(world, 'get', '/api/order').expect(200);
    expect(res.body).toHaveLength(25);
    expect(res.headers['x-total-count']).toBe('33000');
    const last = await asAdmin(world, 'get', '/api/order?page=330&pageSize=100').expect(200);
    expect(last.body).toHaveLength(100);
    expect(last.headers.link).toBeUndefined();
    // The oldest hundred, oldest last, each with its buyer.
    const oldest = last.body as AdminOrderDto[];
    const updated = oldest.map((order) => Date.parse(order.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(oldest.every((order) => order.user.name === 'Ana')).toBe(true);
    await asAdmin(world, 'get', '/api/order?page=331&pageSize=100').expect(200, []);
  });
});

describe('the catalogue lists', () => {
  it('answer their first 100 rows by default, and page, sort and search like the others', async () => {
    const all = await send(world.app, 'get', '/api/diahora').expect(200);
    const slots = await world.prisma.diaHora.count();
    expect(all.body).toHaveLength(slots);
    expect(all.headers['x-total-count']).toBe(String(slots));
    const one = await send(world.app, 'get', '/api/activity/all?pageSize=1&q=pilates');
    expect(one.headers['x-total-count']).toBe('1');
    const byClass = await send(world.app, 'get', '/api/diahora?q=pilates').expect(200);
    expect(byClass.body).not.toHaveLength(0);
    await send(world.app, 'get', '/api/trainer?sort=oldest').expect(400);
    const prices = async (order: string) => {
      const res = await send(world.app, 'get', `/api/activity/all?sort=price&order=${order}`);
      return (res.body as { price: number }[]).map((activity) => activity.price);
    };
    const cheapestFirst = await prices('asc');
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
    expect(await prices('desc')).toEqual([...cheapestFirst].reverse());
    const byHour = await send(world.app, 'get', '/api/diahora?sort=hour&order=desc').expect(200);
    const hours = (byHour.body as { hour: string }[]).map((slot) => slot.hour);
    expect(hours).toEqual([...hours].sort().reverse());
    const discounts = await asAdmin(world, 'get', '/api/descuento/all?pageSize=100').expect(200);
    expect(discounts.headers['x-total-count']).toBe(String(await world.prisma.descuento.count()));
  });
});

describe("a member's Compras and Mis actividades", () => {
  it('page through the server', async () => {
    const { lunes, miercoles } = world.shop.slots;
    const first = await paidOrder(world, [{ diaHoraId: lunes.id, quantity: 1 }]);
    const second = await paidOrder(world, [
      { diaHoraId: lunes.id, quantity: 1 },
      { diaHoraId: miercoles.id, quantity: 1 },
    ]);
    const path = `/api/order/user/${world.ana.user.id}`;
    const page1 = await send(world.app, 'get', `${path}?pageSize=1`, { auth: world.ana });
    expect(page1.status).toBe(200);
    expect(ids(page1.body)).toEqual([second]);
    expect(page1.headers['x-total-count']).toBe('2');
    expect(page1.headers.link).toBe(`<${path}?pageSize=1&page=2>; rel="next"`);
    const page2 = await send(world.app, 'get', `${path}?pageSize=1&page=2`, { auth: world.ana });
    expect((page2.body as OrderDto[]).map((o) => o.id)).toEqual([first]);

    const activities = await send(world.app, 'get', `${path}/activities`, { auth: world.ana });
    expect(activities.status).toBe(200);
    const bought = activities.body as BoughtActivityDto[];
    expect(activities.headers['x-total-count']).toBe(String(bought.length));
    const slotsOf = new Map(bought.map((a) => [a.id, a.slots]));
    expect(slotsOf.get(lunes.activityId ?? 0)).toContainEqual({ day: lunes.day, hour: lunes.hour });
    // Bought twice, listed once.
    expect(bought.filter((a) => a.id === lunes.activityId)).toHaveLength(1);
    await send(world.app, 'get', `${path}/activities?pageSize=51`, { auth: world.ana }).expect(400);
    await send(world.app, 'get', `${path}/activities`, { auth: world.admin }).expect(200);
  });
});

describe('the running order counts behind the Ordenes total', () => {
  it('follow checkout, payment, cancel, delete and compaction', async () => {
    const lunes = world.shop.slots.lunes.id;
    const reserved = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    await paidOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    const deleted = await reservedOrder(world, [{ diaHoraId: lunes, quantity: 1 }]);
    await asAdmin(world, 'put', `/api/order/${reserved}`, { state: 'Canceled' }).expect(200);
    // The same state again changes nothing, and counts nothing.
    await asAdmin(world, 'put', `/api/order/${reserved}`, { state: 'Canceled' }).expect(200);
    await asAdmin(world, 'delete', `/api/order/${deleted}`).expect(204);
    await orderCountsMatch(world.prisma);
    const listed = await asAdmin(world, 'get', '/api/order').expect(200);
    expect(listed.headers['x-total-count']).toBe('2');

    await compactOrderCounts(world.prisma);
    const rows = await world.prisma.orderStateCount.findMany();
    expect(rows.length).toBe(new Set(rows.map((row) => row.state)).size);
    await orderCountsMatch(world.prisma);
    const canceled = await asAdmin(world, 'get', '/api/order?state=Canceled').expect(200);
    expect(canceled.headers['x-total-count']).toBe('1');
  });
});
