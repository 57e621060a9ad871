import {
  WAITLIST_MESSAGES,
  type SlotPlaceDto,
  type SlotWaitlistEntryDto,
  type WaitlistEntryDto,
  type WaitlistOfferDto,
} from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { activitiesFixture } from './fixtures';
import { membershipDb } from './membership-handlers';

const stamp = '2025-03-05T15:30:00.000Z';

function slotOf(diaHoraId: number) {
  for (const activity of activitiesFixture) {
    const slot = activity.diaHoras.find((candidate) => candidate.id === diaHoraId);
    if (slot) return { activity, slot };
  }
  return undefined;
}

/**
 * The member's entry for slot `diaHoraId` (a slot of the fixtures): last in its line unless
 * `extra` says otherwise.
 */
export function waitlistEntryOf(
  diaHoraId: number,
  extra: Partial<WaitlistEntryDto> = {},
): WaitlistEntryDto {
  const found = slotOf(diaHoraId);
  if (!found) throw new Error(`No slot ${diaHoraId} in the fixtures`);
  const { activity, slot } = found;
  return {
    diaHoraId,
    day: slot.day,
    hour: slot.hour,
    activity: { id: activity.id, name: activity.name, image: activity.image },
    position: slot.waiting + 1,
    waiting: slot.waiting + 1,
    joinedAt: stamp,
    offer: null,
    ...extra,
  };
}

/** A place freed for the member: order `orderId`, held until `expiresAt`. */
export function offerOf(orderId: number, expiresAt: string, total = '5000.00'): WaitlistOfferDto {
  return { orderId, expiresAt, total };
}

/**
 * The member's waitlist entries, the slots they hold by a reservation still waiting for its
 * payment, and the admin's view of each slot's line; reset after each test.
 */
export const waitlistDb = {
  entries: [] as WaitlistEntryDto[],
  reserved: [] as number[],
  lines: {} as Record<number, SlotWaitlistEntryDto[]>,
  reset() {
    this.entries = [];
    this.reserved = [];
    this.lines = {};
  },
};

/** GET /diahora/:id/place as the server reads it: a reservation or a running membership holds. */
function placeOf(diaHoraId: number): SlotPlaceDto {
  const found = slotOf(diaHoraId);
  const entry = waitlistDb.entries.find((candidate) => candidate.diaHoraId === diaHoraId) ?? null;
  const holds =
    waitlistDb.reserved.includes(diaHoraId) ||
    membershipDb.memberships.some(
      (membership) => membership.diaHoraId === diaHoraId && membership.status !== 'Vencida',
    );
  const full = found !== undefined && found.slot.stock <= 0;
  return { diaHoraId, holds, canJoinWaitlist: full && !holds && entry === null, entry };
}

const conflict = (error: string) => HttpResponse.json({ error }, { status: 409 });

export const waitlistHandlers = [
  http.get('*/api/waitlist', () => HttpResponse.json(waitlistDb.entries)),
  http.post('*/api/diahora/:id/waitlist', ({ params }) => {
    const diaHoraId = Number(params.id);
    const found = slotOf(diaHoraId);
    if (!found) {
      return HttpResponse.json({ error: 'No se encontró el día y horario' }, { status: 404 });
    }
    if (found.slot.stock > 0) return conflict(WAITLIST_MESSAGES.slotHasPlaces);
    const place = placeOf(diaHoraId);
    if (place.entry) return conflict(WAITLIST_MESSAGES.alreadyWaiting);
    if (place.holds) return conflict(WAITLIST_MESSAGES.alreadyHolds);
    const entry = waitlistEntryOf(diaHoraId);
    waitlistDb.entries.push(entry);
    return HttpResponse.json(entry, { status: 201 });
  }),
  http.delete('*/api/diahora/:id/waitlist', ({ params }) => {
    const diaHoraId = Number(params.id);
    if (!waitlistDb.entries.some((entry) => entry.diaHoraId === diaHoraId)) {
      return HttpResponse.json({ error: WAITLIST_MESSAGES.notWaiting }, { status: 404 });
    }
    waitlistDb.entries = waitlistDb.entries.filter((entry) => entry.diaHoraId !== diaHoraId);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/diahora/:id/place', ({ params }) =>
    HttpResponse.json(placeOf(Number(params.id))),
  ),
  http.get('*/api/diahora/:id/waitlist', ({ params }) =>
    HttpResponse.json(waitlistDb.lines[Number(params.id)] ?? []),
  ),
];
