// The audit trail (issue 35; docs/architecture.md, 'Audit trail'): what an audited write records,
// that the database itself refuses to change an entry, and 'Actividad' (GET /api/audit), the
// admin's alone. That every audited route writes exactly one entry is held by the attack suite's
// authorisation matrix (test/attack/authorization-matrix.test.ts).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  AUDIT_MESSAGES,
  AUTH_MESSAGES,
  DELETED_MEMBER_NAME,
  type AuditEntryDto,
} from '@power-gym/contracts';
import { checkedOut } from './support/orders.ts';
import { useTestWorld } from './support/test-world.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });
const api = () => request(world.app);
const entries = () => world.prisma.auditEntry.findMany({ orderBy: { id: 'asc' } });
const activity = () => world.shop.activities.pilates;

async function listed(query: Record<string, string> = {}) {
  const res = await api().get('/api/audit').query(query).set(world.admin.auth).expect(200);
  return { rows: res.body as AuditEntryDto[], total: Number(res.headers['x-total-count']) };
}

describe('an audited write', () => {
  it('records who, when, the request id, the address and the row before and after', async () => {
    const started = new Date();
    const res = await api()
      .put(`/api/activity/${activity().id}`)
      .set(world.admin.auth)
      .set('x-request-id', 'req-precio-1')
      .send({ price: '12345' })
      .expect(200);
    expect(res.headers['x-request-id']).toBe('req-precio-1');
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: world.admin.user.id,
      actorRole: 'admin',
      action: 'activity.update',
      entity: 'Activity',
      entityId: String(activity().id),
      requestId: 'req-precio-1',
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      before: expect.objectContaining({ price: activity().price, name: activity().name }),
      after: expect.objectContaining({ price: 12345, name: activity().name }),
    });
    expect(entry?.at.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
  });

  it('records a role change with the role before and after and nothing personal', async () => {
    await api()
      .put(`/api/user/${world.juan.user.id}`)
      .set(world.admin.auth)
      .send({ role: 'recepcion' })
      .expect(200);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: 'user.update',
      entity: 'User',
      before: { id: world.juan.user.id, role: 'socio', trainerId: null, deletedAt: null },
      after: { id: world.juan.user.id, role: 'recepcion', trainerId: null, deletedAt: null },
    });
    const text = JSON.stringify(entry);
    for (const personal of [world.juan.user.email, world.juan.user.name, world.juan.user.uid]) {
      expect(text).not.toContain(personal);
    }
  });

  it('records an order marked paid by hand with its state before and after', async () => {
    const orderId = await checkedOut(world.app, world.ana, [
      { diaHoraId: world.shop.slots.lunes.id, quantity: 1 },
    ]);
    await api()
      .put(`/api/order/${orderId}`)
      .set(world.admin.auth)
      .send({ state: 'Complete' })
      .expect(200);
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'order.update',
      entityId: String(orderId),
      before: expect.objectContaining({ state: 'Created', membership: null }),
      after: expect.objectContaining({ state: 'Complete', membership: 'Active' }),
    });
  });

  it('records a create with the new row and a delete with the row it removed', async () => {
    const created = await api()
      .post('/api/descuento')
      .set(world.admin.auth)
      .send({ codigo: 'AUDITA10', descuento: 10 })
      .expect(201);
    const id = (created.body as { id: number }).id;
    await api().delete(`/api/descuento/${id}`).set(world.admin.auth).expect(204);
    const [create, remove] = await entries();
    expect(create).toMatchObject({
      action: 'discount.create',
      entityId: String(id),
      before: null,
      after: expect.objectContaining({ codigo: 'AUDITA10', descuento: 10 }),
    });
    expect(remove).toMatchObject({
      action: 'discount.delete',
      entityId: String(id),
      before: expect.objectContaining({ codigo: 'AUDITA10' }),
      after: null,
    });
  });

  it('records nothing for a refused or invalid request', async () => {
    await api()
      .put(`/api/activity/${activity().id}`)
      .set(world.ana.auth)
      .send({ price: '1' })
      .expect(403);
    await api()
      .put(`/api/activity/${activity().id}`)
      .set(world.admin.auth)
      .send({ price: 'gratis' })
      .expect(400);
    await api().put('/api/activity/999999').set(world.admin.auth).send({ price: '1' }).expect(404);
    expect(await entries()).toEqual([]);
  });

  it("records a member's own account deletion, and keeps every entry with the member anonymised", async () => {
    await api()
      .put(`/api/user/${world.juan.user.id}`)
      .set(world.admin.auth)
      .send({ role: 'recepcion' })
      .expect(200);
    // Juan, now at the desk, changes his own name (staff writes are recorded), then leaves the gym.
    await api()
      .put(`/api/user/${world.juan.user.id}`)
      .set(world.juan.auth)
      .send({ name: 'Juancho' })
      .expect(200);
    await api().delete(`/api/user/${world.juan.user.id}`).set(world.juan.auth).expect(200);

    const rows = await entries();
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['user.update', world.admin.user.id],
      ['user.update', world.juan.user.id],
      ['user.delete', world.juan.user.id],
    ]);
    expect(rows[2]?.after).toMatchObject({ id: world.juan.user.id, deletedAt: expect.any(String) });
    const { rows: shown } = await listed({ actorId: String(world.juan.user.id) });
    expect(shown.map((row) => row.actor?.name)).toEqual([
      expect.stringContaining(DELETED_MEMBER_NAME),
      expect.stringContaining(DELETED_MEMBER_NAME),
    ]);
    expect(JSON.stringify(shown)).not.toContain(world.juan.user.email);
    expect(JSON.stringify(shown)).not.toContain('Juancho');
  });
});

describe('the AuditEntry table', () => {
  it('refuses an UPDATE and a DELETE in the database itself, whoever connects', async () => {
    await api()
      .put(`/api/activity/${activity().id}`)
      .set(world.admin.auth)
      .send({ price: '777' })
      .expect(200);
    await expect(
      world.prisma.$executeRawUnsafe(`UPDATE "AuditEntry" SET "actorId" = NULL`),
    ).rejects.toThrow(/append-only/);
    await expect(world.prisma.$executeRawUnsafe(`DELETE FROM "AuditEntry"`)).rejects.toThrow(
      /append-only/,
    );
    await expect(world.prisma.auditEntry.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await world.prisma.auditEntry.count()).toBe(1);
  });
});

describe('GET /api/audit', () => {
  it('is the admin’s alone', async () => {
    const anonymous = await api().get('/api/audit').expect(401);
    expect(anonymous.body).toEqual({ error: AUTH_MESSAGES.signInRequired });
    const member = await api().get('/api/audit').set(world.ana.auth).expect(403);
    expect(member.body).toEqual({ error: AUTH_MESSAGES.forbidden });
  });

  it('lists newest first with who, what and the changes, filtered and paged on the server', async () => {
    for (const price of ['1000', '2000', '3000']) {
      await api()
        .put(`/api/activity/${activity().id}`)
        .set(world.admin.auth)
        .send({ price })
        .expect(200);
    }
    await api().put(`/api/closures/2026-12-24`).set(world.admin.auth).send({
      closed: true,
      reason: 'Nochebuena',
    });

    const all = await listed();
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.action)).toEqual([
      'closure.set',
      'activity.update',
      'activity.update',
      'activity.update',
    ]);
    expect(all.rows[1]).toMatchObject({
      actor: {
        id: world.admin.user.id,
        name: `${world.admin.user.name} ${world.admin.user.lastName}`,
        role: 'admin',
      },
      entity: 'Activity',
      before: expect.objectContaining({ price: 2000 }),
      after: expect.objectContaining({ price: 3000 }),
    });

    const prices = await listed({ action: 'activity.update', pageSize: '2', page: '2' });
    expect(prices.total).toBe(3);
    expect(prices.rows.map((row) => (row.after as { price: number }).price)).toEqual([1000]);

    expect((await listed({ actorId: String(world.ana.user.id) })).total).toBe(0);
    expect((await listed({ from: '2000-01-01', to: '2000-01-31' })).total).toBe(0);
    expect((await listed({ from: '2000-01-01', to: '2100-12-31' })).total).toBe(4);
  });

  it('refuses bad filters with a Spanish message', async () => {
    const bad = await api()
      .get('/api/audit')
      .query({ action: 'drop.table', from: '2026-13-45' })
      .set(world.admin.auth)
      .expect(400);
    expect(bad.body.fields).toMatchObject({
      action: AUDIT_MESSAGES.actionInvalid,
      from: AUDIT_MESSAGES.dateInvalid,
    });
    const range = await api()
      .get('/api/audit')
      .query({ from: '2026-12-02', to: '2026-12-01' })
      .set(world.admin.auth)
      .expect(400);
    expect(range.body.fields).toMatchObject({ from: AUDIT_MESSAGES.rangeInvalid });
  });
});
