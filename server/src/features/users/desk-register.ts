// The desk registers a new member (docs/api.md, 'Desk sales'): 'Venta en recepción' sells to a
// member found or registered there.
import {
  DESK_MESSAGES,
  MESSAGES,
  withPhonePrefix,
  type DeskRegisterBody,
  type UserDto,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { prismaErrorCode } from '../../lib/database-errors.ts';
import type { CreateAccount, DeleteAccount, PasswordLink } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { queueWelcomeMail } from '../../domain/outbox/welcome-mail.ts';
import { toUserDto } from './users.service.ts';

export interface DeskRegisterDeps {
  createAccount: CreateAccount;
  passwordLink: PasswordLink;
  deleteAccount: DeleteAccount;
  /** The client's address: the password link continues to its /login. */
  publicUrl: string;
  logger: Logger;
}

const emailHasAccount = () => new HttpError(409, DESK_MESSAGES.emailHasAccount);

/** Firebase did not answer: nothing was created, the desk may try again. */
async function firebaseCall<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.error({ err: error }, `could not ${what}`);
    throw new HttpError(503, MESSAGES.databaseUnavailable);
  }
}

/**
 * The Firebase account (no password, e-mail not verified), then the member's row exactly as a
 * self-registered member's (role socio) and the welcome mail with the link to choose a password,
 * in one transaction. An e-mail with an account in either place is refused before anything is
 * created; if the row cannot be written the account is deleted again, so none is left orphaned.
 */
export async function registerAtDesk(
  prisma: PrismaClient,
  deps: DeskRegisterDeps,
  { name, lastName, email: typed, phoneNumber }: DeskRegisterBody,
): Promise<UserDto> {
  // Stored lower-case, as tokens give it (lib/firebase.ts).
  const email = typed.toLowerCase();
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw emailHasAccount();
  }
  const uid = await firebaseCall(deps.logger, 'create the Firebase account', () =>
    deps.createAccount({ email, displayName: `${name} ${lastName}` }),
  );
  if (uid === null) throw emailHasAccount();
  try {
    const passwordUrl = await firebaseCall(deps.logger, 'make the password link', () =>
      deps.passwordLink(email, `${deps.publicUrl}/login`),
    );
    const row = await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          uid,
          email,
          name,
          lastName,
          phoneNumber: phoneNumber === undefined ? null : withPhonePrefix(phoneNumber),
          image: null,
          role: 'socio',
        },
      });
      await queueWelcomeMail(tx, { name, lastName, email, passwordUrl });
      return user;
    });
    return toUserDto(row);
  } catch (error) {
    try {
      await deps.deleteAccount(uid);
    } catch (deleteError) {
      deps.logger.error({ err: deleteError, uid }, 'orphan Firebase account: could not delete it');
    }
    // Another registration took the e-mail meanwhile.
    if (prismaErrorCode(error) === 'P2002') throw emailHasAccount();
    throw error;
  }
}
