// The mails of a legal request ('Botón de arrepentimiento', 'Botón de baja'; docs/architecture.md,
// 'Legal requests'), always to the address typed in the form. Rendered when queued: the first
// carries the link's token, which is stored nowhere else (the request keeps only its hash), and
// the outcome says what happened at that moment.
import {
  CONFIRM_LINK_HOURS,
  formatGymDate,
  formatGymDateTime,
  type LegalRequestKind,
  type MembershipEnding,
} from '@power-gym/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { paragraphsMail, type RenderedMail } from './templates.ts';

type Tx = Prisma.TransactionClient;

const GREETING = 'Hola,';
const WHAT: Record<LegalRequestKind, string> = {
  Arrepentimiento: 'arrepentimiento',
  Baja: 'baja',
};

export interface ReceivedMailData {
  kind: LegalRequestKind;
  code: string;
  orderId: number | null;
  /** The page that confirms it: PUBLIC_URL + legalRequestConfirmPath(code, token). */
  confirmUrl: string;
}

export const receivedSubject = (kind: LegalRequestKind, code: string) =>
  `Confirmá tu solicitud de ${WHAT[kind]} ${code}`;

/** The same mail whether or not the address or the order exists: only the mailbox tells. */
export function receivedMail(data: ReceivedMailData): RenderedMail {
  const asked =
    data.kind === 'Arrepentimiento'
      ? `Recibimos una solicitud de arrepentimiento de la compra N° ${data.orderId ?? ''} hecha con este e-mail.`
      : 'Recibimos una solicitud de baja de los débitos automáticos y renovaciones hechos con este e-mail.';
  return paragraphsMail(
    receivedSubject(data.kind, data.code),
    GREETING,
    [
      asked,
      `El código de tu solicitud es ${data.code}.`,
      `Para que la hagamos, confirmala con el enlace de abajo (vence en ${CONFIRM_LINK_HOURS} horas y sirve una sola vez).`,
      'Si no la pediste vos, ignorá este mensaje: sin confirmar no hacemos nada.',
    ],
    { label: 'Confirmar mi solicitud', url: data.confirmUrl },
  );
}

export interface OutcomeMailData {
  kind: LegalRequestKind;
  code: string;
  state: 'Confirmada' | 'Resuelta' | 'Rechazada';
  reason: string | null;
  orderId: number | null;
  /** An arrepentimiento whose order this refunded. */
  refunded?: boolean;
  /** A baja: what it ended now, and the memberships that run to their end. */
  ended?: { debits: number; renewals: number };
  endings?: MembershipEnding[];
}

export function outcomeSubject({ kind, code, state }: OutcomeMailData): string {
  const how = {
    Resuelta: 'resuelta',
    Confirmada: 'la revisa la administración',
    Rechazada: 'rechazada',
  }[state];
  return `Tu solicitud de ${WHAT[kind]} ${code}: ${how}`;
}

function bajaParagraphs(data: OutcomeMailData): string[] {
  const { debits, renewals } = data.ended ?? { debits: 0, renewals: 0 };
  const what = [
    debits === 1 ? 'tu débito automático' : debits > 1 ? `tus ${debits} débitos automáticos` : '',
    renewals === 1
      ? 'una renovación pendiente de pago'
      : renewals > 1
        ? `${renewals} renovaciones pendientes de pago`
        : '',
  ].filter((part) => part !== '');
  const ended =
    what.length === 0
      ? 'No encontramos débitos automáticos ni renovaciones pendientes con este e-mail: no queda nada que se renueve solo.'
      : `Dimos de baja ${what.join(' y ')}. No se te cobrará nada más por ellos.`;
  const endings = (data.endings ?? []).map(
    (ending) =>
      `${ending.activities.join(', ')} (orden N° ${ending.orderId}): tu abono sigue hasta el ${formatGymDate(ending.endsAt)}; ${
        ending.lastClassAt === null
          ? 'no te quedan clases en ese período.'
          : `tu última clase es el ${formatGymDateTime(ending.lastClassAt)}.`
      }`,
  );
  return [ended, ...endings];
}

export function outcomeMail(data: OutcomeMailData): RenderedMail {
  const paragraphs: string[] = [];
  if (data.kind === 'Baja' && data.state === 'Resuelta') paragraphs.push(...bajaParagraphs(data));
  else if (data.refunded) {
    paragraphs.push(
      `Reembolsamos la compra N° ${data.orderId ?? ''} por completo con Mercado Pago. El dinero vuelve por el mismo medio con el que pagaste.`,
    );
  }
  if (data.reason !== null) paragraphs.push(data.reason);
  if (data.state === 'Confirmada') {
    paragraphs.push('Te escribiremos a este e-mail cuando la administración la resuelva.');
  }
  return paragraphsMail(outcomeSubject(data), GREETING, [
    `Tu solicitud ${data.code} está ${data.state.toLowerCase()}.`,
    ...paragraphs,
  ]);
}

/** Queues a legal request's mail to `to` in the caller's transaction. */
export async function queueLegalRequestMail(
  tx: Tx,
  to: string,
  mail:
    | { kind: 'legalRequestReceived'; data: ReceivedMailData }
    | { kind: 'legalRequestOutcome'; data: OutcomeMailData },
): Promise<void> {
  const rendered =
    mail.kind === 'legalRequestReceived' ? receivedMail(mail.data) : outcomeMail(mail.data);
  await tx.emailOutbox.create({ data: { to, kind: mail.kind, ...rendered } });
}
