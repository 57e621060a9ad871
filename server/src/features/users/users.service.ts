import {
  AUTH_MESSAGES,
  DELETED_MEMBER_NAME,
  PROTECTED_ADMIN_NAME,
  isAdminRole,
  type CreateUserBody,
  type ListQuery,
  type AdminUserDto,
  type UpdateUserBody,
  type UserDto,
} from '@power-gym/contracts';
import {
  Prisma,
  type PrismaClient,
  type SubscriptionStatus,
  type User,
} from '../../generated/prisma/client.ts';
import { prismaErrorCode } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idOf, listOrder, pageOf, pageSlice, type Page } from '../../lib/paging.ts';
import { countWhere, sqlOrder, pageByIds, pageIds, personMatches } from '../../lib/sql-page.ts';

const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
import {
  assertOwnerOrAdmin,
  isAdmin,
  isSelf,
  type Caller,
  type Member,
} from '../../middleware/auth.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import { SUBSCRIPTION_LABELS } from '../../domain/subscriptions/lifecycle.ts';
import { assertTeachingTrainer, roleChange } from './roles.ts';

export function toUserDto(row: User): UserDto {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    image: row.image,
    isAdmin: isAdminRole(row.role),
    role: row.role,
    trainerId: row.trainerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A member's live débitos (cancelled ones aside), read with the page's users in one query. */
const liveDebits = {
  subscriptions: { where: { status: { not: 'Cancelled' } }, select: { status: true } },
} satisfies Prisma.UserInclude;

/** The débito Usuarios shows of a member: one active, else paused, else pending. */
const DEBIT_PRECEDENCE: readonly SubscriptionStatus[] = ['Active', 'Paused', 'Pending'];

function toAdminUserDto({
  subscriptions,
  ...row
}: User & { subscriptions: { status: SubscriptionStatus }[] }): AdminUserDto {
  const debit = DEBIT_PRECEDENCE.find((status) =>
    subscriptions.some((subscription) => subscription.status === status),
  );
  return { ...toUserDto(row), debit: debit ? SUBSCRIPTION_LABELS[debit] : null };
}

const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A user key is our numeric id or the Firebase uid; a number that matches an id wins. */
export async function findUserByKey(prisma: PrismaClient, key: string): Promise<User | null> {
  if (NUMERIC_ID.test(key) && Number(key) <= MAX_ID) {
    const byId = await prisma.user.findUnique({ where: { id: Number(key) } });
    if (byId) return byId;
  }
  return prisma.user.findUnique({ where: { uid: key } });
}

async function requireUserByKey(prisma: PrismaClient, key: string): Promise<User> {
  const user = await findUserByKey(prisma, key);
  if (!user) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
  return user;
}

/** POST /user/isAdmin answers the flag itself (`true`/`false`), as the original app reads it. */
export async function adminStatus(
  prisma: PrismaClient,
  caller: Caller,
  id: string | number | undefined,
): Promise<boolean> {
  if (id === undefined) return isAdmin(caller);
  const owner = { key: String(id) };
  // Checked before the lookup, so ids of others leak nothing.
  assertOwnerOrAdmin(caller, owner);
  if (isSelf(caller, owner)) return isAdmin(caller);
  const user = await requireUserByKey(prisma, owner.key);
  return isAdminRole(user.role);
}

/**
 * Admins: a page of members, newest first unless sorted; `q` is an id, a name or an e-mail.
 * Deleted members (kept, anonymised, for their orders) are not listed. Each row carries its
 * débito (toAdminUserDto), joined in the same query as the page's users.
 */
export async function listUsers(
  prisma: PrismaClient,
  { q, sort, order, ...page }: ListQuery,
): Promise<Page<AdminUserDto>> {
  if (q === undefined) {
    return pageOf(
      prisma.user.findMany({
        where: { deletedAt: null },
        orderBy: listOrder({ sort, order }, NEWEST),
        include: liveDebits,
        relationLoadStrategy: 'join',
        ...pageSlice(page),
      }),
      prisma.user.count({ where: { deletedAt: null } }),
      toAdminUserDto,
    );
  }
  const id = idOf(q);
  const where = Prisma.sql`"deletedAt" IS NULL AND (${personMatches(q)}${id === undefined ? Prisma.empty : Prisma.sql` OR id = ${id}`})`;
  return pageByIds(
    pageIds(prisma, 'User', where, sqlOrder(sort ?? 'created', order), page),
    countWhere(prisma, 'User', where),
    (ids) =>
      prisma.user.findMany({
        where: { id: { in: ids } },
        include: liveDebits,
        relationLoadStrategy: 'join',
      }),
    toAdminUserDto,
  );
}

/** A user's profile; the route has already checked the caller may read it. */
export async function getUser(prisma: PrismaClient, key: string): Promise<UserDto> {
  return toUserDto(await requireUserByKey(prisma, key));
}

export interface NewProfile {
  caller: Caller;
  body: CreateUserBody;
  adminEmails: readonly string[];
}

/**
 * The caller's own profile, found or created: the original app posts it after every social sign-in,
 * so a caller who already has one gets it back unchanged (`created: false`). uid and e-mail come
 * from the verified token. ADMIN_EMAILS only counts for a verified e-mail, or anyone could sign up
 * with an admin's address before they do.
 */
export async function findOrCreateProfile(
  prisma: PrismaClient,
  { caller, body, adminEmails }: NewProfile,
): Promise<{ user: UserDto; created: boolean }> {
  if (caller.user) return { user: toUserDto(caller.user), created: false };
  const { uid, email, emailVerified } = caller.token;
  if (email === null) throw new HttpError(400, AUTH_MESSAGES.emailMissing);
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  }
  try {
    const row = await prisma.user.create({
      data: {
        uid,
        email,
        name: body.name,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? null,
        image: body.image ?? null,
        role: emailVerified && adminEmails.includes(email) ? 'admin' : 'socio',
      },
    });
    return { user: toUserDto(row), created: true };
  } catch (error) {
    if (prismaErrorCode(error) !== 'P2002') throw error;
    // Two concurrent requests for the same account: the unique uid decides, and the other one
    // answers the profile it created. Otherwise another account took the e-mail meanwhile.
    const winner = await prisma.user.findUnique({ where: { uid } });
    if (winner) return { user: toUserDto(winner), created: false };
    throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  }
}

function isProtectedAdmin(user: User): boolean {
  return user.name.trim().toLowerCase() === PROTECTED_ADMIN_NAME.toLowerCase();
}

/**
 * Owners change their personal data; admins change the role of others (roleChange). Nobody changes
 * their own role, the 'Admin' user's role, or another user's personal data: personal fields sent
 * with their stored values change nothing, so the admin's form may send them back unchanged.
 */
export async function updateUser(
  prisma: PrismaClient,
  caller: Member,
  key: string,
  body: UpdateUserBody,
): Promise<UserDto> {
  const target = await requireUserByKey(prisma, key);
  const self = target.id === caller.user.id;
  const { isAdmin: _admin, role: _role, trainerId: _trainer, ...personal } = body;
  const changesPersonal = (Object.keys(personal) as (keyof typeof personal)[]).some(
    (field) => personal[field] !== undefined && personal[field] !== target[field],
  );
  if (changesPersonal && !self) throw new HttpError(403, AUTH_MESSAGES.othersPersonalData);
  const role = roleChange(target, body);
  if (role && self) throw new HttpError(403, AUTH_MESSAGES.selfAdmin);
  if (role && isProtectedAdmin(target)) throw new HttpError(403, AUTH_MESSAGES.protectedAdmin);
  if (role?.trainerId != null) await assertTeachingTrainer(prisma, role.trainerId);
  const row = await prisma.user.update({
    where: { id: target.id },
    data: { ...personal, ...role },
  });
  return toUserDto(row);
}

/** The member's own profile photo, already stored (domain/photos.ts). */
export async function setOwnPhoto(
  prisma: PrismaClient,
  caller: Member,
  image: string,
): Promise<UserDto> {
  const row = await prisma.user.update({ where: { id: caller.user.id }, data: { image } });
  return toUserDto(row);
}

/**
 * Who may be deleted: a member themselves ('Eliminar mi cuenta'), or anyone by an admin; never an
 * admin by themselves, nor the 'Admin' user. The route has checked owner-or-admin.
 */
export async function findUserToDelete(
  prisma: PrismaClient,
  caller: Member,
  key: string,
): Promise<User> {
  const target = await requireUserByKey(prisma, key);
  if (target.deletedAt !== null) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
  if (target.id === caller.user.id && isAdmin(caller)) {
    throw new HttpError(403, AUTH_MESSAGES.selfDelete);
  }
  if (isProtectedAdmin(target)) throw new HttpError(403, AUTH_MESSAGES.protectedAdmin);
  return target;
}

/**
 * Removes a member and keeps their sales (docs/architecture.md, 'Records kept'): their reserved
 * orders are cancelled and their held memberships end, places back to the slots (and their
 * waitlists); their cart, waitlist entries, reviews, calendar feed and order mails go; the row
 * stays anonymised for their paid and cancelled orders. Locks: the orders newest first (the
 * order a renewal's payment takes them in), then every slot this touches in id order, so the
 * member leaves the lines before any place they free is offered (domain/bookings/waitlist.ts).
 */
export async function forgetMember(
  prisma: PrismaClient,
  userId: number,
  bookings: Bookings,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const orders = await tx.$queryRaw<{ id: number; state: string }[]>`
      SELECT id, state::text AS state FROM "Order" WHERE "userId" = ${userId}
       ORDER BY id DESC FOR UPDATE`;
    await tx.$queryRaw`
      SELECT id FROM "DiaHora"
       WHERE id IN (SELECT "diaHoraId" FROM "WaitlistEntry" WHERE "userId" = ${userId})
          OR id IN (SELECT l."diaHoraId" FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
                     WHERE o."userId" = ${userId} AND o.state IN ('Created', 'Complete'))
       ORDER BY id FOR UPDATE`;
    await tx.waitlistEntry.deleteMany({ where: { userId } });
    for (const order of orders) {
      if (order.state === 'Created') await bookings.cancelOrder(tx, order.id);
    }
    for (const order of orders) {
      await bookings.endMembership(tx, order.id, { resumeRenewed: false });
    }
    const ids = orders.map((order) => order.id);
    await tx.order.deleteMany({ where: { userId, state: 'Cart' } });
    const { email } = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    await tx.emailOutbox.deleteMany({
      where: { OR: [{ orderId: { in: ids } }, { to: email, orderId: null }] },
    });
    await tx.order.updateMany({ where: { userId }, data: { payerEmail: null } });
    await tx.review.deleteMany({ where: { userId } });
    await tx.makeupCredit.deleteMany({ where: { userId } });
    await tx.sessionSkip.deleteMany({ where: { userId } });
    await tx.calendarFeed.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        uid: `deleted-${userId}`,
        email: `deleted-${userId}@socio-eliminado.invalid`,
        name: DELETED_MEMBER_NAME,
        lastName: '',
        phoneNumber: null,
        image: null,
        role: 'socio',
        trainerId: null,
        deletedAt: new Date(),
      },
    });
  });
}
