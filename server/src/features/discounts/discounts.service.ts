import {
  ORDER_MESSAGES,
  type AdminDiscountDto,
  type DiscountValidationDto,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';

/** A code as the member typed it (already upper-cased): its percentage, or 404. */
export async function validateDiscount(
  prisma: PrismaClient,
  codigo: string,
): Promise<DiscountValidationDto> {
  const row = await prisma.descuento.findUnique({
    where: { codigo },
    select: { codigo: true, descuento: true },
  });
  if (!row) throw new HttpError(404, ORDER_MESSAGES.discountInvalid);
  return row;
}

export const discountSelect = {
  id: true,
  codigo: true,
  descuento: true,
  name: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DescuentoSelect;

type DiscountRow = Prisma.DescuentoGetPayload<{ select: typeof discountSelect }>;

export function toDiscountDto(row: DiscountRow): AdminDiscountDto {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listDiscounts(prisma: PrismaClient): Promise<AdminDiscountDto[]> {
  const rows = await prisma.descuento.findMany({ select: discountSelect, orderBy: { id: 'asc' } });
  return rows.map(toDiscountDto);
}
