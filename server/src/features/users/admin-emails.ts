import { isAdminRole } from '@power-gym/contracts';
import type { Auth } from 'firebase-admin/auth';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { firebaseErrorCode } from '../../lib/firebase.ts';

export interface AdminEmailsResult {
  promoted: string[];
  /** Listed e-mails whose row could not be trusted: no row yet, no account, unverified or another uid. */
  skipped: string[];
}

/**
 * Start-up: makes the users listed in ADMIN_EMAILS admins. A row is promoted only when its uid is
 * the Firebase account of that e-mail and the e-mail is verified, so a profile someone created with
 * an admin's address before they signed up gains nothing.
 */
export async function applyAdminEmails(
  prisma: PrismaClient,
  auth: Pick<Auth, 'getUserByEmail'>,
  emails: readonly string[],
): Promise<AdminEmailsResult> {
  const result: AdminEmailsResult = { promoted: [], skipped: [] };
  for (const email of emails) {
    const row = await prisma.user.findUnique({ where: { email } });
    if (!row) {
      result.skipped.push(email);
      continue;
    }
    if (isAdminRole(row.role)) continue;
    let verifiedUid: string | null = null;
    try {
      const account = await auth.getUserByEmail(email);
      if (account.emailVerified) verifiedUid = account.uid;
    } catch (error) {
      if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
    }
    if (verifiedUid !== row.uid) {
      result.skipped.push(email);
      continue;
    }
    await prisma.user.update({ where: { id: row.id }, data: { role: 'admin', trainerId: null } });
    result.promoted.push(email);
  }
  return result;
}
