import { Router } from 'express';
import {
  AUTH_MESSAGES,
  ADMIN_PAGE_SIZE,
  listQuerySchema,
  createUserBodySchema,
  deskRegisterBodySchema,
  isAdminBodySchema,
  updateUserBodySchema,
  userKeyParamsSchema,
} from '@power-gym/contracts';
import type { Config } from '../../config.ts';
import type { Bookings } from '../../domain/bookings/index.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { CreateAccount, DeleteAccount, PasswordLink } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { storePhoto } from '../../domain/photos.ts';
import { photoUpload, uploadedPhoto } from '../../middleware/photo-upload.ts';
import {
  getCaller,
  getMember,
  ownerOrAdmin,
  requireAdmin,
  requirePermission,
  requireProfile,
  requireUser,
} from '../../middleware/auth.ts';
import type { RateLimits } from '../../middleware/rate-limit.ts';
import { handle, handlePage, validate, validated } from '../../middleware/validate.ts';
import { registerAtDesk } from './desk-register.ts';
import {
  adminStatus,
  findOrCreateProfile,
  findUserToDelete,
  forgetMember,
  getUser,
  listUsers,
  setOwnPhoto,
  toUserDto,
  updateUser,
} from './users.service.ts';
import { audited } from '../../middleware/audited.ts';
import { userSubject } from '../../domain/audit-subjects.ts';

const adminList = { query: listQuerySchema(ADMIN_PAGE_SIZE, 'users') };

export interface UsersDeps {
  config: Pick<Config, 'adminEmails' | 'authRateLimit' | 'photoRateLimit' | 'publicUrl'>;
  bookings: Bookings;
  logger: Logger;
  deleteAccount: DeleteAccount;
  /** The desk's registration of a new member (POST /user/desk). */
  createAccount: CreateAccount;
  passwordLink: PasswordLink;
  rateLimits: RateLimits;
  media: MediaStorage;
}

const isAdminRequest = { body: isAdminBodySchema };
const byKey = { params: userKeyParamsSchema };
const create = { body: createUserBodySchema };
const deskRegister = { body: deskRegisterBodySchema };
const update = { params: userKeyParamsSchema, body: updateUserBodySchema };

export function usersRouter(prisma: PrismaClient, deps: UsersDeps): Router {
  const router = Router();
  // The calls every sign-in makes: limited per address, before the token is even checked.
  const signInLimit = deps.rateLimits.byAddress('sign-in', deps.config.authRateLimit);
  // Checked before the lookup, so ids of others leak nothing.
  const ownerOfKey = ownerOrAdmin((req) => {
    const params = userKeyParamsSchema.safeParse(req.params);
    return params.success ? { key: params.data.id } : null;
  });

  router.post(
    '/isAdmin',
    signInLimit,
    requireUser,
    ...handle(isAdminRequest, ({ body }, req) => adminStatus(prisma, getCaller(req), body.id)),
  );

  router.get('/', requireAdmin, ...handlePage(adminList, ({ query }) => listUsers(prisma, query)));

  router.get(
    '/:id',
    signInLimit,
    requireUser,
    ownerOfKey,
    ...handle(byKey, ({ params }) => getUser(prisma, params.id)),
  );

  router.post('/', signInLimit, requireUser, validate(create), async (req, res) => {
    const { body } = validated(res, create);
    const { user, created } = await findOrCreateProfile(prisma, {
      caller: getCaller(req),
      body,
      adminEmails: deps.config.adminEmails,
    });
    // 201 for a new profile; the caller's existing one, unchanged, is 200.
    res.status(created ? 201 : 200).json(user);
  });

  // 'Venta en recepción' sells to a member found or registered there: the desk registers them.
  router.post(
    '/desk',
    requirePermission('deskSales'),
    audited(prisma, 'user.deskRegister', userSubject),
    ...handle(
      deskRegister,
      ({ body }) => registerAtDesk(prisma, { ...deps, publicUrl: deps.config.publicUrl }, body),
      { status: 201 },
    ),
  );

  // The caller's own photo: who it belongs to comes from the token alone.
  router.post(
    '/photo',
    requireProfile,
    deps.rateLimits.byMember('photo', deps.config.photoRateLimit),
    photoUpload,
    async (req, res) => {
      const url = await storePhoto(deps.media, uploadedPhoto(req));
      res.json(await setOwnPhoto(prisma, getMember(req), url));
    },
  );

  router.put(
    '/:id',
    requireProfile,
    ownerOfKey,
    audited(prisma, 'user.update', userSubject, { who: 'staff' }),
    ...handle(update, ({ params, body }, req) =>
      updateUser(prisma, getMember(req), params.id, body),
    ),
  );

  // An admin deletes anyone else; a member deletes themselves ('Eliminar mi cuenta').
  router.delete(
    '/:id',
    requireProfile,
    ownerOfKey,
    audited(prisma, 'user.delete', userSubject),
    validate(byKey),
    async (req, res) => {
      const { params } = validated(res, byKey);
      const target = await findUserToDelete(prisma, getMember(req), params.id);
      // The sign-in account goes first: if that fails nothing has changed and the admin can retry;
      // a retry after a database failure finds the account already gone, which is fine.
      try {
        await deps.deleteAccount(target.uid);
      } catch (error) {
        deps.logger.error({ err: error, uid: target.uid }, 'could not delete the Firebase account');
        throw new HttpError(503, AUTH_MESSAGES.authUnavailable);
      }
      await forgetMember(prisma, target.id, deps.bookings);
      res.json(toUserDto(target));
    },
  );

  return router;
}
