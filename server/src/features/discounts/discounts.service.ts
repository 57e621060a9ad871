import { ORDER_MESSAGES, type DiscountDto, type DiscountValidationDto } from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
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

export async function listDiscounts(prisma: PrismaClient): Promise<DiscountDto[]> {
  return prisma.descuento.findMany({
    select: { id: true, codigo: true, descuento: true, name: true },
    orderBy: { id: 'asc' },
  });
}
