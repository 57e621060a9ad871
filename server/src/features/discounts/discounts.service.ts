import {
  ORDER_MESSAGES,
  type AdminDiscountDto,
  type DiscountValidationDto,
  type ListQuery,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { listOrder, matching, pageOf, pageSlice, type Page } from '../../lib/paging.ts';

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

/** Admins: the codes, one page (by id unless sorted); `q` is an id or part of a code or name. */
export async function listDiscounts(
  prisma: PrismaClient,
  { q, sort, ...page }: ListQuery,
): Promise<Page<AdminDiscountDto>> {
  const where = matching<Prisma.DescuentoWhereInput>(q, ['codigo', 'name']);
  return pageOf(
    prisma.descuento.findMany({
      where,
      select: discountSelect,
      orderBy: listOrder(sort, { id: 'asc' as const }),
      ...pageSlice(page),
    }),
    prisma.descuento.count({ where }),
    toDiscountDto,
  );
}
