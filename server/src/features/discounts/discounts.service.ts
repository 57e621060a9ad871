import {
  ORDER_MESSAGES,
  type AdminDiscountDto,
  type DiscountValidationDto,
  type ListQuery,
} from '@power-gym/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { DISCOUNT_REFUSALS, discountRefusal } from '../../domain/discount-codes.ts';
import { BY_ID, matching, pageArgs, pageOf, type Page } from '../../lib/paging.ts';

/**
 * A code as the member typed it (already upper-cased): its percentage; 404 for a code no discount
 * has, 400 for one they may not use now (past its last day, out of uses).
 */
export async function validateDiscount(
  prisma: PrismaClient,
  codigo: string,
  memberId: number,
): Promise<DiscountValidationDto> {
  const refusal = await discountRefusal(prisma, codigo, { memberId, now: new Date() });
  if (refusal === 'discountInvalid') throw new HttpError(404, ORDER_MESSAGES.discountInvalid);
  if (refusal) throw new HttpError(...DISCOUNT_REFUSALS[refusal]);
  return prisma.descuento.findUniqueOrThrow({
    where: { codigo },
    select: { codigo: true, descuento: true },
  });
}

export const discountSelect = {
  id: true,
  codigo: true,
  descuento: true,
  name: true,
  endsOn: true,
  maxUses: true,
  maxUsesPerMember: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DescuentoSelect;

type DiscountRow = Prisma.DescuentoGetPayload<{ select: typeof discountSelect }>;

export function toDiscountDto(row: DiscountRow): AdminDiscountDto {
  return {
    ...row,
    endsOn: row.endsOn?.toISOString().slice(0, 10) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Admins: the codes, one page (by id unless sorted); `q` is an id or part of a code or name. */
export async function listDiscounts(
  prisma: PrismaClient,
  query: ListQuery,
): Promise<Page<AdminDiscountDto>> {
  const where = matching<Prisma.DescuentoWhereInput>(query.q, ['codigo', 'name']);
  return pageOf(
    prisma.descuento.findMany({ select: discountSelect, ...pageArgs(where, query, BY_ID) }),
    prisma.descuento.count({ where }),
    toDiscountDto,
  );
}
