import { MESSAGES, type DiaHoraWithActivityDto } from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { slotOrder, slotSelect, toSlotDto } from '../../domain/catalog.ts';
import { HttpError } from '../../lib/http-error.ts';

const select = {
  ...slotSelect,
  activity: { select: { id: true, name: true, price: true } },
} satisfies Prisma.DiaHoraSelect;

type SlotRow = Prisma.DiaHoraGetPayload<{ select: typeof select }>;

function toDto({ activity, ...slot }: SlotRow): DiaHoraWithActivityDto {
  return { ...toSlotDto(slot), activity };
}

export async function listSlots(prisma: PrismaClient): Promise<DiaHoraWithActivityDto[]> {
  const rows = await prisma.diaHora.findMany({ select, orderBy: slotOrder });
  return rows.map(toDto);
}

export async function getSlot(
  db: Prisma.TransactionClient,
  id: number,
): Promise<DiaHoraWithActivityDto> {
  const row = await db.diaHora.findUnique({ where: { id }, select });
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return toDto(row);
}
