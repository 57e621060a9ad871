// The two public forms (docs/api.md, 'Solicitudes'): a request is stored and the typed address
// mailed its code and confirm link, whatever the address and the order are. The answer, the
// queries and the mail are the same whether or not they exist, so the form tells nobody whether
// someone is a member or what they bought; only the mailbox's owner can confirm.
import {
  CONFIRM_LINK_HOURS,
  legalRequestConfirmPath,
  type LegalRequestKind,
  type LegalRequestReceivedDto,
} from '@power-gym/contracts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { prismaErrorCode } from '../../lib/database-errors.ts';
import { queueLegalRequestMail } from '../../domain/outbox/legal-request-mails.ts';
import { memberByEmail } from './rows.ts';
import { newRequestCode, newToken, tokenHash } from './secrets.ts';

export interface NewLegalRequest {
  kind: LegalRequestKind;
  email: string;
  orderId: number | null;
  requestIp: string | null;
}

const HOUR_MS = 3_600_000;
/** A code already taken (1 in 2^50 per request) is drawn again, this many times at most. */
const CODE_ATTEMPTS = 5;

/** The address as it is kept and compared: trimmed and lower-cased. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

export async function submitLegalRequest(
  prisma: PrismaClient,
  publicUrl: string,
  request: NewLegalRequest,
  now = new Date(),
): Promise<LegalRequestReceivedDto> {
  const email = normalisedEmail(request.email);
  for (let attempt = 1; ; attempt += 1) {
    const code = newRequestCode();
    const token = newToken();
    try {
      await prisma.$transaction(async (tx) => {
        // Both lookups always run (an arrepentimiento's order is checked at the confirm).
        const member = await memberByEmail(tx, email);
        await tx.order.findUnique({ where: { id: request.orderId ?? 0 }, select: { id: true } });
        await tx.legalRequest.create({
          data: {
            code,
            kind: request.kind,
            email,
            userId: member?.id ?? null,
            orderId: request.orderId,
            tokenHash: tokenHash(token),
            tokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
            requestIp: request.requestIp,
            createdAt: now,
          },
        });
        await queueLegalRequestMail(tx, email, {
          kind: 'legalRequestReceived',
          data: {
            kind: request.kind,
            code,
            orderId: request.orderId,
            confirmUrl: `${publicUrl}${legalRequestConfirmPath(code, token)}`,
          },
        });
      });
      return { code };
    } catch (error) {
      if (prismaErrorCode(error) !== 'P2002' || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
