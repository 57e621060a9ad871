// Issue 32: a member who misses NO_SHOW_LIMIT classes they held in 30 days, without 'No voy', gets
// one friendly mail, once however often the check runs.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { GYM_TIME_ZONE } from '@power-gym/contracts';
import { queueNoShowNotices } from '../src/domain/no-shows.ts';
import { attendanceTaken, heldClassAgo } from './support/session-now.ts';
import { useTestWorld } from './support/test-world.ts';
import type { SignedInUser } from './support/tokens.ts';

const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });
const POLICY = { noShowLimit: 3, publicUrl: 'http://localhost:3001' };

const dayAgo = (days: number) =>
  DateTime.now().setZone(GYM_TIME_ZONE).startOf('day').minus({ days });
/** A class `days` ago that `members` held and missed while attendance was taken (the admin came). */
async function missedClass(days: number, members: SignedInUser[]) {
  const slotId = await heldClassAgo(world, days, members);
  await attendanceTaken(world, slotId, days);
  return slotId;
}

const noShowMails = () =>
  world.prisma.emailOutbox.findMany({
    where: { subject: 'Te extrañamos en Power Gym' },
    select: { to: true, text: true },
  });

describe('no-show notices', () => {
  it('mails the member at the limit once, and neither one below it nor one who said No voy', async () => {
    await missedClass(1, [world.ana, world.juan]);
    const second = await missedClass(2, [world.ana, world.juan]);
    await missedClass(3, [world.ana, world.juan]);
    // Juan said 'No voy' to one of them: two no-shows.
    await world.prisma.sessionSkip.create({
      data: {
        userId: world.juan.user.id,
        diaHoraId: second,
        date: new Date(`${dayAgo(2).toISODate()}T00:00:00Z`),
      },
    });

    expect(await queueNoShowNotices(world.prisma, POLICY)).toBe(1);
    const [mail, ...others] = await noShowMails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe(world.ana.account.email);
    expect(mail?.text).toContain('Hola Ana Prueba,');
    expect(mail?.text).toContain('no pudiste venir a 3 de tus clases en los últimos 30 días');
    expect(mail?.text).toContain(
      'Ver mis clases: http://localhost:3001/sociodashboard?seccion=actividades',
    );

    expect(await queueNoShowNotices(world.prisma, POLICY)).toBe(0);
    // Mailed 31 days ago: the still-missed classes earn one more.
    await world.prisma.noShowNotice.update({
      where: { userId: world.ana.user.id },
      data: { mailedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect(await queueNoShowNotices(world.prisma, POLICY)).toBe(1);
    expect(await noShowMails()).toHaveLength(2);
  });

  it('counts no no-shows where nobody was recorded: attendance was not taken', async () => {
    for (const days of [1, 2, 3]) await heldClassAgo(world, days, [world.ana]);
    expect(await queueNoShowNotices(world.prisma, POLICY)).toBe(0);
  });

  it('counts an attended class as no no-show', async () => {
    const slotId = await missedClass(1, [world.ana]);
    await missedClass(2, [world.ana]);
    await missedClass(3, [world.ana]);
    await world.prisma.attendance.create({
      data: {
        userId: world.ana.user.id,
        diaHoraId: slotId,
        date: new Date(`${dayAgo(1).toISODate()}T00:00:00Z`),
        method: 'Lista',
      },
    });
    expect(await queueNoShowNotices(world.prisma, POLICY)).toBe(0);
  });
});
