import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminDiscountDto } from '@power-gym/contracts';
import { asAdmin, expectAdminOnly, expectFieldErrors, expectNotFound } from './support/admin.ts';
import { validateCode } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana'], admin: true });
const discountRow = (id: number) => world.prisma.descuento.findUniqueOrThrow({ where: { id } });
/** What a member is told about a code. */
async function memberCheck(codigo: string): Promise<unknown> {
  const res = await validateCode(world.app, world.ana, codigo).expect(200);
  return res.body;
}

describe('GET /api/descuento/all', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(world, 'get', '/api/descuento/all');
  });

  it('lists every code with its dates', async () => {
    const res = await asAdmin(world, 'get', '/api/descuento/all').expect(200);
    const discounts = res.body as AdminDiscountDto[];
    expect(discounts.map((d) => [d.codigo, d.descuento, d.name])).toEqual([
      ['POWER10', 10, 'Bot'],
      ['QUINCE', 15, null],
    ]);
    expect(Object.keys(discounts[0] ?? {}).sort()).toEqual([
      'codigo',
      'createdAt',
      'descuento',
      'endsOn',
      'id',
      'maxUses',
      'maxUsesPerMember',
      'name',
      'updatedAt',
    ]);
  });
});

describe('POST /api/descuento/', () => {
  const path = '/api/descuento/';

  it('is for admins only and creates nothing otherwise', async () => {
    await expectAdminOnly(world, 'post', path, { codigo: 'NUEVO', descuento: 5 });
    expect(await world.prisma.descuento.count()).toBe(2);
  });

  it('stores the code upper-cased and the percentage as a number', async () => {
    const res = await asAdmin(world, 'post', path, {
      codigo: ' verano ',
      descuento: '20',
      name: 'Promo',
    }).expect(201);
    const discount = res.body as AdminDiscountDto;
    expect(discount).toMatchObject({ codigo: 'VERANO', descuento: 20, name: 'Promo' });
    expect(await discountRow(discount.id)).toMatchObject({
      codigo: 'VERANO',
      descuento: 20,
      name: 'Promo',
    });
    // A member can now use it.
    expect(await memberCheck('verano')).toEqual({ codigo: 'VERANO', descuento: 20 });
  });

  it('refuses a code that exists in any case, with a clear 409', async () => {
    const res = await asAdmin(world, 'post', path, { codigo: 'power10', descuento: 50 }).expect(
      409,
    );
    expect(res.body).toEqual({ error: 'Ya existe un descuento con ese codigo' });
    expect(await world.prisma.descuento.count()).toBe(2);
    expect((await discountRow(world.shop.discounts.diez.id)).descuento).toBe(10);
  });

  it('answers the field messages of contracts/src', async () => {
    await expectFieldErrors(
      world,
      'post',
      path,
      {},
      {
        codigo: 'Debe incluir un codigo',
        descuento: 'Debes indicar un descuento',
      },
    );
    const cases: [string | number, string][] = [
      ['05', 'Este descuento no es posible'],
      ['1x', 'Solo números'],
      [101, 'No puedes crear un descuento mayor al 100%'],
    ];
    for (const [descuento, message] of cases) {
      await expectFieldErrors(
        world,
        'post',
        path,
        { codigo: 'OK', descuento },
        {
          descuento: message,
        },
      );
    }
    expect(await world.prisma.descuento.count()).toBe(2);
  });
});

describe('PUT /api/descuento/{id}', () => {
  const path = () => `/api/descuento/${world.shop.discounts.diez.id}`;

  it('is for admins only and changes nothing otherwise', async () => {
    await expectAdminOnly(world, 'put', path(), { descuento: 50 });
    expect((await discountRow(world.shop.discounts.diez.id)).descuento).toBe(10);
  });

  it('changes the fields sent; members then get the new percentage', async () => {
    const res = await asAdmin(world, 'put', path(), {
      id: 3,
      descuento: '30',
      codigo: 'power30',
      createdAt: 'x',
    }).expect(200);
    expect(res.body).toMatchObject({ codigo: 'POWER30', descuento: 30, name: 'Bot' });
    expect(await discountRow(world.shop.discounts.diez.id)).toMatchObject({
      codigo: 'POWER30',
      descuento: 30,
      name: 'Bot',
    });
    expect(await memberCheck('POWER30')).toEqual({ codigo: 'POWER30', descuento: 30 });
  });

  it("refuses another code's name, bad fields and unknown ids", async () => {
    const taken = await asAdmin(world, 'put', path(), { codigo: 'quince' }).expect(409);
    expect(taken.body).toEqual({ error: ADMIN_MESSAGES.codeTaken });
    await expectFieldErrors(
      world,
      'put',
      path(),
      { descuento: 0, codigo: '' },
      {
        descuento: ADMIN_MESSAGES.discountNotPossible,
        codigo: ADMIN_MESSAGES.codeRequired,
      },
    );
    await expectNotFound(
      asAdmin(world, 'put', '/api/descuento/9999', { descuento: 5 }),
      ADMIN_MESSAGES.discountNotFound,
    );
    expect(await discountRow(world.shop.discounts.diez.id)).toMatchObject({
      codigo: 'POWER10',
      descuento: 10,
    });
  });
});
