// What each audited route changes and how the trail reads that row before and after
// (docs/architecture.md, 'Audit trail'). Snapshots leave out names, e-mails, phones and review
// texts: the trail names people by id, so a member's deletion leaves nothing personal behind here.
import type { Request } from 'express';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { answerId, idOf, paramKey, type AuditSubject } from '../middleware/audited.ts';
import { LEGAL_REQUEST_CODE_PATTERN } from '@power-gym/contracts';

const day = (value: string) => new Date(`${value}T00:00:00Z`);
/** A calendar day 'AAAA-MM-DD' that exists (validation answers the rest). */
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(day(value).getTime()) &&
  day(value).toISOString().startsWith(value);
const textParam = (req: Request, name: string): string => {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
};
/** Keys made of several parts, 'a/b/c', each checked by the snapshot. */
const partsOf = (key: string) => key.split('/');

function byId(
  entity: string,
  read: (prisma: PrismaClient, id: number) => Promise<unknown>,
  key: (req: Request) => string | null = paramKey('id'),
): AuditSubject {
  return {
    entity,
    key,
    keyFromAnswer: answerId,
    snapshot: (prisma, value) => {
      const id = idOf(value);
      return id === null ? Promise.resolve(null) : read(prisma, id);
    },
  };
}

export const activitySubject = (key?: (req: Request) => string | null) =>
  byId(
    'Activity',
    (prisma, id) =>
      prisma.activity.findUnique({
        where: { id },
        include: { trainers: { select: { id: true } } },
      }),
    key,
  );

export const priceChangeSubject = byId(
  'PriceChange',
  (prisma, id) => prisma.priceChange.findUnique({ where: { id } }),
  paramKey('changeId'),
);

export const trainerSubject = byId('Trainer', (prisma, id) =>
  prisma.trainer.findUnique({ where: { id } }),
);

export const slotSubject = (key?: (req: Request) => string | null) =>
  byId('DiaHora', (prisma, id) => prisma.diaHora.findUnique({ where: { id } }), key);

export const discountSubject = byId('Descuento', (prisma, id) =>
  prisma.descuento.findUnique({ where: { id } }),
);

const reviewSelect = {
  id: true,
  userId: true,
  activityId: true,
  rating: true,
  hiddenAt: true,
} as const;

export const reviewSubject = byId('Review', (prisma, id) =>
  prisma.review.findUnique({ where: { id }, select: reviewSelect }),
);

/** DELETE /review/delete/{userId}/{activityId}: the member's review of that class. */
export const memberReviewSubject: AuditSubject = {
  entity: 'Review',
  key: (req) => {
    const userId = paramKey('userId')(req);
    const activityId = paramKey('activityId')(req);
    return userId && activityId ? `${userId}/${activityId}` : null;
  },
  snapshot: (prisma, key) => {
    const [userId, activityId] = partsOf(key).map(idOf);
    if (!userId || !activityId) return Promise.resolve(null);
    return prisma.review.findUnique({
      where: { userId_activityId: { userId, activityId } },
      select: reviewSelect,
    });
  },
};

/** An uploaded photo: its address is all there is. */
export const photoSubject: AuditSubject = {
  entity: 'Photo',
  key: () => null,
  keyFromAnswer: (answer) => (answer as { url?: string } | null)?.url ?? null,
  snapshot: (_prisma, url) => Promise.resolve({ url }),
};

/** A user as the trail keeps them: role and standing, never personal data. */
export const userSubject: AuditSubject = {
  entity: 'User',
  key: (req) => {
    const value = req.params.id;
    return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
  },
  keyFromAnswer: answerId,
  snapshot: async (prisma, key) => {
    const id = idOf(key);
    const select = { id: true, role: true, trainerId: true, deletedAt: true } as const;
    const user =
      id === null
        ? await prisma.user.findUnique({ where: { uid: key }, select })
        : await prisma.user.findFirst({ where: { OR: [{ id }, { uid: key }] }, select });
    return user;
  },
};

/** What the trail records of an order: no names or addresses, its latest débito and freeze. */
const orderSnapshotSelect = {
  id: true,
  userId: true,
  state: true,
  total: true,
  discountCode: true,
  discountPercent: true,
  paymentId: true,
  paymentStatus: true,
  soldById: true,
  deskPayment: true,
  membership: true,
  periodStart: true,
  periodEnd: true,
  refundedAt: true,
  renewsOrderId: true,
  lines: { select: { diaHoraId: true, activityId: true, quantity: true } },
  subscriptions: {
    select: { id: true, status: true, amount: true, cancelledAt: true },
    orderBy: { id: 'desc' },
    take: 1,
  },
  freezes: {
    select: { id: true, startsAt: true, endsAt: true, resumedAt: true },
    orderBy: { id: 'desc' },
    take: 1,
  },
} as const;

/** An order with its lines, state, period, its latest débito and its latest freeze. */
export const orderSubject = byId('Order', (prisma, id) =>
  prisma.order.findUnique({ where: { id }, select: orderSnapshotSelect }),
);

/** PUT /closures/{date}: that day's override. */
export const closureSubject: AuditSubject = {
  entity: 'ClosureOverride',
  key: (req) => (isDay(textParam(req, 'date')) ? textParam(req, 'date') : null),
  snapshot: (prisma, date) => prisma.closureOverride.findUnique({ where: { date: day(date) } }),
};

/** PUT /diahora/{id}/sessions/{date}: whether that session is cancelled, and why. */
export const sessionSubject: AuditSubject = {
  entity: 'Session',
  key: (req) => {
    const id = paramKey('id')(req);
    const date = textParam(req, 'date');
    return id && isDay(date) ? `${id}/${date}` : null;
  },
  snapshot: async (prisma, key) => {
    const [id, date] = partsOf(key);
    const diaHoraId = idOf(id);
    if (diaHoraId === null || !date) return null;
    const cancellation = await prisma.sessionCancellation.findUnique({
      where: { diaHoraId_date: { diaHoraId, date: day(date) } },
      select: { reason: true },
    });
    return {
      diaHoraId,
      date,
      cancelled: cancellation !== null,
      reason: cancellation?.reason ?? null,
    };
  },
};

async function attendanceOf(prisma: PrismaClient, key: string) {
  const [slot, date, user] = partsOf(key);
  const diaHoraId = idOf(slot);
  const userId = idOf(user);
  if (diaHoraId === null || userId === null || !date || !isDay(date)) return null;
  return prisma.attendance.findUnique({
    where: { userId_diaHoraId_date: { userId, diaHoraId, date: day(date) } },
  });
}

/** PUT /diahora/{id}/sessions/{date}/attendance/{userId}: one member at one session. */
export const attendanceSubject: AuditSubject = {
  entity: 'Attendance',
  key: (req) => {
    const id = paramKey('id')(req);
    const userId = paramKey('userId')(req);
    const date = textParam(req, 'date');
    return id && userId && isDay(date) ? `${id}/${date}/${userId}` : null;
  },
  snapshot: attendanceOf,
};

/** POST /checkin: the attendance the desk recorded, known from the answer (none when refused). */
export const checkInSubject: AuditSubject = {
  entity: 'Attendance',
  key: () => null,
  keyFromAnswer: (answer) => {
    const dto = answer as {
      member?: { id?: number };
      session?: { diaHoraId: number; date: string } | null;
    } | null;
    if (!dto?.session || dto.member?.id === undefined) return null;
    return `${dto.session.diaHoraId}/${dto.session.date}/${dto.member.id}`;
  },
  snapshot: attendanceOf,
};

const legalRequestSelect = {
  id: true,
  code: true,
  kind: true,
  userId: true,
  orderId: true,
  state: true,
  reason: true,
  confirmedAt: true,
  resolvedAt: true,
} as const;

/** A legal request by its code, without the e-mail it came from. */
export const legalRequestSubject: AuditSubject = {
  entity: 'LegalRequest',
  key: (req) =>
    LEGAL_REQUEST_CODE_PATTERN.test(textParam(req, 'code')) ? textParam(req, 'code') : null,
  keyFromAnswer: (answer) => (answer as { code?: string } | null)?.code ?? null,
  snapshot: (prisma, code) =>
    prisma.legalRequest.findUnique({ where: { code }, select: legalRequestSelect }),
};
