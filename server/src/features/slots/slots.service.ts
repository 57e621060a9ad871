import { MESSAGES, type DiaHoraWithActivityDto, type ListQuery } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { slotOrder, slotSelect, toSlotDto } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';
import { containing, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

const select = {
  ...slotSelect,
  activity: { select: { id: true, name: true, price: true } },
} satisfies Prisma.DiaHoraSelect;

type SlotRow = Prisma.DiaHoraGetPayload<{ select: typeof select }>;

function toDto({ activity, ...slot }: SlotRow): DiaHoraWithActivityDto {
  return { ...toSlotDto(slot), activity };
}

/**
 * The day-and-hour slots, one page (by day and hour unless sorted); `q` is an id or part of the
 * name of the class a slot belongs to.
 */
export async function listSlots(
  prisma: PrismaClient,
  query: ListQuery,
): Promise<Page<DiaHoraWithActivityDto>> {
  const { q } = query;
  const where: Prisma.DiaHoraWhereInput =
    q === undefined
      ? {}
      : { OR: [matching<Prisma.DiaHoraWhereInput>(q, []), { activity: { name: containing(q) } }] };
  return pageOf(
    prisma.diaHora.findMany({ select, ...pageArgs(where, query, slotOrder) }),
    prisma.diaHora.count({ where }),
    toDto,
  );
}

export async function getSlot(
  db: Prisma.TransactionClient,
  id: number,
): Promise<DiaHoraWithActivityDto> {
  const row = await db.diaHora.findUnique({ where: { id }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toDto(row);
}
