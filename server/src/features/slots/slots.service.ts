import { MESSAGES, type AdminSlotDto, type ListQuery } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import {
  PUBLIC_SLOT,
  archivedMark,
  seenBy,
  slotOrder,
  slotSelect,
  toSlotDto,
  type Audience,
} from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { containing, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

const select = {
  ...slotSelect,
  archivedAt: true,
  activity: { select: { id: true, name: true, price: true } },
} satisfies Prisma.DiaHoraSelect;

type SlotRow = Prisma.DiaHoraGetPayload<{ select: typeof select }>;

function toAdminDto({ activity, archivedAt, ...slot }: SlotRow): AdminSlotDto {
  return { ...toSlotDto(slot), activity, ...archivedMark({ archivedAt }) };
}

type PublicSlotDto = Omit<AdminSlotDto, 'archivedAt'>;

function toDto(audience: Audience) {
  return (row: SlotRow): AdminSlotDto | PublicSlotDto => {
    const { archivedAt, ...dto } = toAdminDto(row);
    return audience === 'admin' ? { ...dto, archivedAt } : dto;
  };
}

/**
 * The day-and-hour slots, one page (by day and hour unless sorted); `q` is an id or part of the
 * name of the class a slot belongs to. The public list has no slot archived or of an archived
 * class (PUBLIC_SLOT); the admin's has every slot.
 */
export async function listSlots(
  prisma: PrismaClient,
  query: ListQuery,
  audience: Audience = 'public',
): Promise<Page<AdminSlotDto | PublicSlotDto>> {
  const { q } = query;
  const searched: Prisma.DiaHoraWhereInput =
    q === undefined
      ? {}
      : { OR: [matching<Prisma.DiaHoraWhereInput>(q, []), { activity: { name: containing(q) } }] };
  const where = seenBy(audience, PUBLIC_SLOT, searched);
  return pageOf(
    prisma.diaHora.findMany({ select, ...pageArgs(where, query, slotOrder) }),
    prisma.diaHora.count({ where }),
    toDto(audience),
  );
}

/** One slot: the public's 404 for a slot it does not see, as for an unknown one. */
export async function getPublicSlot(prisma: PrismaClient, id: number): Promise<PublicSlotDto> {
  const row = await prisma.diaHora.findFirst({ where: { id, ...PUBLIC_SLOT }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  const { archivedAt: _archived, ...dto } = toAdminDto(row);
  return dto;
}

/** One slot as the admin list shows it (archived or not): what the admin writes answer. */
export async function getSlot(db: Prisma.TransactionClient, id: number): Promise<AdminSlotDto> {
  const row = await db.diaHora.findUnique({ where: { id }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toAdminDto(row);
}
