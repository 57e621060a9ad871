// A session's places on its date (docs/architecture.md, 'Make-up classes'): its holders less
// those who skipped it, plus the make-ups booked into it, never above the slot's capacity. Each
// change to them (a cancellation, a skip or its undo, a make-up booked) runs under the slot's row
// lock, taken here, as a sale's take_order_places does; so they happen one at a time per slot.
import { MESSAGES, SESSION_MESSAGES, type SessionDto } from '@power-gym/contracts';
import type { Prisma } from '../generated/prisma/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { lockSlot, type LockedSlot } from './bookings/places.ts';
import { classSlots, type ClassSlot } from './makeups.ts';
import { sessionOn } from './sessions.ts';

type Tx = Prisma.TransactionClient;

export interface LockedSession {
  slot: ClassSlot & Pick<LockedSlot, 'saleRefusal'>;
  date: string;
  session: SessionDto;
  startsAt: Date;
}

/**
 * Locks the slot and answers its session on `date`: 404 for a slot without a class, 400 for a
 * date that is not the slot's day or a session that has begun.
 */
export async function lockSession(
  tx: Tx,
  slotId: number,
  date: string,
  now: Date,
): Promise<LockedSession> {
  const locked = await lockSlot(tx, slotId);
  const [slot] = locked ? await classSlots(tx, [slotId]) : [];
  if (!locked || !slot) throw new HttpError(404, MESSAGES.notFound);
  const session = await sessionOn(tx, slot, date);
  if (!session) throw new HttpError(400, SESSION_MESSAGES.notOnSlotDay);
  const startsAt = new Date(session.startsAt);
  if (startsAt <= now) throw new HttpError(400, SESSION_MESSAGES.past);
  return {
    slot: { ...slot, saleRefusal: locked.saleRefusal },
    date,
    session,
    startsAt,
  };
}
