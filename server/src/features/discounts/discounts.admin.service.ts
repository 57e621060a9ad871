// Admin writes on discount codes. The unique index on codigo decides duplicates, so two admins
// creating the same code at once get one row and one 409.
import {
  ADMIN_MESSAGES,
  type AdminDiscountDto,
  type CreateDiscountBody,
  type UpdateDiscountBody,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { prismaErrorCode } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { discountSelect, toDiscountDto } from './discounts.service.ts';

async function refusingDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (prismaErrorCode(error) === 'P2002') throw new HttpError(409, ADMIN_MESSAGES.codeTaken);
    throw error;
  }
}

/** A body as Prisma stores it: the last day ('YYYY-MM-DD') as a DATE column's midnight UTC. */
function discountData<T extends UpdateDiscountBody>({ endsOn, ...rest }: T) {
  return {
    ...rest,
    ...(endsOn !== undefined && { endsOn: endsOn && new Date(`${endsOn}T00:00:00.000Z`) }),
  };
}

/** POST /descuento/. */
export async function createDiscount(
  prisma: PrismaClient,
  body: CreateDiscountBody,
): Promise<AdminDiscountDto> {
  const row = await refusingDuplicateCode(() =>
    prisma.descuento.create({ data: discountData(body), select: discountSelect }),
  );
  return toDiscountDto(row);
}

/** PUT /descuento/{id}: the fields sent. */
export async function updateDiscount(
  prisma: PrismaClient,
  id: number,
  body: UpdateDiscountBody,
): Promise<AdminDiscountDto> {
  const exists = await prisma.descuento.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw new HttpError(404, ADMIN_MESSAGES.discountNotFound);
  const row = await refusingDuplicateCode(() =>
    prisma.descuento.update({ where: { id }, data: discountData(body), select: discountSelect }),
  );
  return toDiscountDto(row);
}

/** DELETE /descuento/{id}: orders keep the code and percentage they copied at checkout. */
export async function deleteDiscount(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.descuento.deleteMany({ where: { id } });
  if (count === 0) throw new HttpError(404, ADMIN_MESSAGES.discountNotFound);
}
