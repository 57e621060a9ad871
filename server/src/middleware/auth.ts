import type { Request, RequestHandler } from 'express';
import {
  AUTH_MESSAGES,
  bodyIdSchema,
  can,
  isAdminRole,
  type Permission,
} from '@power-gym/contracts';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import {
  IdentityUnavailableError,
  InvalidTokenError,
  type VerifiedToken,
  type VerifyIdToken,
} from '../lib/firebase.ts';
import { HttpError } from '../lib/http-error.ts';

/** A signed-in caller: the verified token and our user row (null until they create a profile). */
export interface Caller {
  token: VerifiedToken;
  user: User | null;
}

/** A caller with a profile. */
export interface Member extends Caller {
  user: User;
}

/** How a request's caller is found, each step at most once: the token, then our user row. */
interface Resolvers {
  token: () => Promise<VerifiedToken | null>;
  caller: () => Promise<Caller | null>;
}

const resolvers = new WeakMap<Request, Resolvers>();
const callers = new WeakMap<Request, Caller>();
const tokens = new WeakMap<Request, VerifiedToken>();

const BEARER = /^Bearer ([A-Za-z0-9._-]{1,8192})$/i;

export interface AuthenticateDeps {
  prisma: PrismaClient;
  verifyIdToken: VerifyIdToken;
}

/**
 * Mounted once on /api. It only remembers how to identify the caller: the token is verified the
 * first time a route asks (requireUser and friends, or optionalCaller), so public routes cost nothing.
 */
export function authenticate({ prisma, verifyIdToken }: AuthenticateDeps): RequestHandler {
  return (req, _res, next) => {
    let token: Promise<VerifiedToken | null> | undefined;
    let caller: Promise<Caller | null> | undefined;
    const resolveToken = () => (token ??= verifyBearer(req, verifyIdToken));
    resolvers.set(req, {
      token: resolveToken,
      caller: () => (caller ??= identify(resolveToken, prisma)),
    });
    next();
  };
}

async function identify(
  resolveToken: () => Promise<VerifiedToken | null>,
  prisma: PrismaClient,
): Promise<Caller | null> {
  const token = await resolveToken();
  if (!token) return null;
  const user = await prisma.user.findUnique({ where: { uid: token.uid } });
  return { token, user };
}

/** The verified token of the request, null without an Authorization header. */
async function verifyBearer(
  req: Request,
  verifyIdToken: VerifyIdToken,
): Promise<VerifiedToken | null> {
  const header = req.get('authorization');
  if (header === undefined || header.trim() === '') return null;
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
  let token: VerifiedToken;
  try {
    token = await verifyIdToken(match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      throw new HttpError(
        401,
        error.reason === 'expired' ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
      );
    }
    if (error instanceof IdentityUnavailableError) {
      throw new HttpError(503, AUTH_MESSAGES.authUnavailable);
    }
    throw error;
  }
  return token;
}

function resolversOf(req: Request): Resolvers {
  const resolve = resolvers.get(req);
  if (!resolve) throw new Error('authenticate() is not mounted before this route');
  return resolve;
}

/** The caller if a valid token came with the request, null without one; a bad token still fails. */
export async function optionalCaller(req: Request): Promise<Caller | null> {
  return resolversOf(req).caller();
}

/** 401 unless the request carries a valid ID token. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  const caller = await resolversOf(req).caller();
  if (!caller) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
  callers.set(req, caller);
  next();
};

/**
 * 401 unless the request carries a valid ID token, without reading our user row: for a route
 * whose own single statement reads the caller's row and role by uid (the checkout), so the
 * profile and role checks cost no round trip of their own.
 */
export const requireToken: RequestHandler = async (req, _res, next) => {
  const token = await resolversOf(req).token();
  if (!token) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
  tokens.set(req, token);
  next();
};

/** The verified token, on a route behind requireToken. */
export function getToken(req: Request): VerifiedToken {
  const token = tokens.get(req);
  if (!token) throw new Error('getToken() used on a route without requireToken');
  return token;
}

function hasProfile(caller: Caller): caller is Member {
  return caller.user !== null;
}

/** requireUser, then 403 while the signed-in account has no user profile yet. */
export const requireProfile: RequestHandler = async (req, res, next) => {
  await requireUser(req, res, () => undefined);
  const caller = getCaller(req);
  if (!hasProfile(caller)) throw new HttpError(403, AUTH_MESSAGES.profileRequired);
  next();
};

/**
 * requireProfile, then 403 unless the caller's role in our database grants the permission
 * (contracts/src/roles.ts).
 */
export function requirePermission(permission: Permission): RequestHandler {
  return async (req, res, next) => {
    await requireProfile(req, res, () => undefined);
    if (!can(getMember(req).user.role, permission)) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden);
    }
    next();
  };
}

/** The admin's routes: the catalogue, money, insights, exports and roles. */
export const requireAdmin = requirePermission('manage');

/** The caller, on a route behind requireUser. */
export function getCaller(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('getCaller() used on a route without requireUser');
  return caller;
}

/** The caller and their profile, on a route behind requireProfile or requireAdmin. */
export function getMember(req: Request): Member {
  const caller = getCaller(req);
  if (!hasProfile(caller)) throw new Error('getMember() used on a route without requireProfile');
  return caller;
}

export function isAdmin(caller: Caller): boolean {
  return isAdminRole(caller.user?.role);
}

/**
 * Whose data a request touches: our numeric user id, or a key that is either that id or the
 * Firebase uid (the documented /user/{id} routes take both).
 */
export type OwnerRef = { id: number } | { key: string };

/** True when the caller is the owner named. */
export function isSelf(caller: Caller, owner: OwnerRef): boolean {
  if ('id' in owner) return caller.user?.id === owner.id;
  return (
    owner.key === caller.token.uid || (caller.user !== null && owner.key === String(caller.user.id))
  );
}

/** The one owner-or-admin rule: a member's data is read and changed by that member or an admin. */
export function assertOwnerOrAdmin(caller: Caller, owner: OwnerRef): void {
  if (isSelf(caller, owner) || isAdmin(caller)) return;
  throw new HttpError(403, AUTH_MESSAGES.forbidden);
}

/**
 * The authorise step of a route whose data belongs to one member, after requireUser (or
 * requireProfile) and before validate. `ownerOf` reads the owner from the request; it returns null
 * when the input does not parse, so that validate answers 400 for it, and throws 404 for an id
 * that names nothing.
 */
export function ownerOrAdmin(
  ownerOf: (req: Request) => OwnerRef | null | Promise<OwnerRef | null>,
): RequestHandler {
  return async (req, _res, next) => {
    const owner = await ownerOf(req);
    if (owner !== null) assertOwnerOrAdmin(getCaller(req), owner);
    next();
  };
}

/** An owner named by a user id in the request (null when it does not parse: validate answers). */
export function userIdIn(pick: (req: Request) => unknown): (req: Request) => OwnerRef | null {
  return (req) => {
    const id = bodyIdSchema.safeParse(pick(req));
    return id.success ? { id: id.data } : null;
  };
}
