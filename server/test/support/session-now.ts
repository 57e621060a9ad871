// A class happening now, for the attendance and check-in tests: a slot whose session started this
// very minute (gym time), members who paid it yesterday, and the desk and a profesor.
import { DateTime } from 'luxon';
import { GYM_TIME_ZONE, WEEKDAYS } from '@power-gym/contracts';
import { asAdmin, reservedOrder, type AdminWorld } from './admin.ts';
import { insertSlot, insertTrainer } from './fixtures.ts';
import type { SignedInUser } from './tokens.ts';
import { useTestWorld } from './test-world.ts';

/** The staff tests' world: Ana and Juan are members; Rita and Pablo become the desk and a profesor. */
export function useStaffWorld() {
  const world = useTestWorld({
    shop: true,
    members: ['Ana', 'Juan', 'Rita', 'Pablo'],
    admin: true,
  });
  /** Rita works the desk; Pablo teaches Pilates; Juan teaches nothing. */
  const staff = () => makeStaff(world, { desk: world.rita, profesor: world.pablo });
  return { world, staff };
}

/** `desk` works the front desk; `profesor` teaches Pilates (the shop's). */
export async function makeStaff(
  world: AdminWorld,
  { desk, profesor }: { desk: SignedInUser; profesor: SignedInUser },
): Promise<void> {
  const trainer = await insertTrainer(world.prisma, 'Pablo', world.shop.activities.pilates.id);
  await world.prisma.user.update({ where: { id: desk.user.id }, data: { role: 'recepcion' } });
  await world.prisma.user.update({
    where: { id: profesor.user.id },
    data: { role: 'profesor', trainerId: trainer.id },
  });
}

/** A Pilates slot whose session started this minute, today in the gym's time zone. */
export async function sessionNow(world: AdminWorld): Promise<{ slotId: number; date: string }> {
  const now = DateTime.now().setZone(GYM_TIME_ZONE);
  const slot = await insertSlot(
    world.prisma,
    WEEKDAYS[now.weekday - 1] ?? 'Lunes',
    now.toFormat('HH:mm'),
    8,
    8,
    world.shop.activities.pilates.id,
  );
  return { slotId: slot.id, date: now.toISODate() ?? '' };
}

/** `member` paid the slot a day ago: their membership covers today's session. */
export async function holdsSince(
  world: AdminWorld,
  member: SignedInUser,
  slotId: number,
): Promise<number> {
  const orderId = await reservedOrder(world, [{ diaHoraId: slotId, quantity: 1 }], member);
  await asAdmin(world, 'put', `/api/order/${orderId}`, { state: 'Complete' }).expect(200);
  const { periodStart } = await world.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  await world.prisma.order.update({
    where: { id: orderId },
    data: { periodStart: new Date((periodStart ?? new Date()).getTime() - 86_400_000) },
  });
  return orderId;
}

/**
 * A Pilates slot on the weekday `days` ago, 10:00, held by `members` since five days ago: its
 * session `days` ago is past. That day is opened whatever the national holidays say, so a test
 * means the same every day.
 */
export async function heldClassAgo(
  world: AdminWorld,
  days: number,
  members: SignedInUser[],
): Promise<number> {
  const today = DateTime.now().setZone(GYM_TIME_ZONE).startOf('day');
  const date = today.minus({ days });
  const slot = await insertSlot(
    world.prisma,
    WEEKDAYS[date.weekday - 1] ?? 'Lunes',
    '10:00',
    8,
    8,
    world.shop.activities.pilates.id,
  );
  await world.prisma.closureOverride.create({
    data: { date: new Date(`${date.toISODate()}T00:00:00Z`), closed: false, reason: 'Abierto' },
  });
  for (const member of members) {
    const orderId = await holdsSince(world, member, slot.id);
    await world.prisma.order.update({
      where: { id: orderId },
      data: { periodStart: today.minus({ days: 5 }).toJSDate() },
    });
  }
  return slot.id;
}

/** Someone (the admin) was recorded at the slot's session `days` ago: attendance was taken. */
export async function attendanceTaken(world: AdminWorld, slotId: number, days: number) {
  const date = DateTime.now().setZone(GYM_TIME_ZONE).startOf('day').minus({ days });
  await world.prisma.attendance.create({
    data: {
      userId: world.admin.user.id,
      diaHoraId: slotId,
      date: new Date(`${date.toISODate()}T00:00:00Z`),
      method: 'Lista',
    },
  });
}
