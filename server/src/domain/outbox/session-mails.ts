// The mails about one session (docs/architecture.md, 'Make-up classes'): rendered when queued, as
// they tell what happened then (a class cancelled, a day closed, a class held again).
import type { Prisma } from '../../generated/prisma/client.ts';
import { paragraphsMail, type RenderedMail } from './templates.ts';

export interface SessionMailData {
  name: string;
  lastName: string;
  activity: string;
  /** 'lunes 1/12 19:00' (contracts' sessionLabel). */
  when: string;
  reason: string;
  /** Where the member picks a make-up: 'Actividades' of the member dashboard. */
  actividadesUrl: string;
}

export type SessionMail =
  /** The session was cancelled or its day closed; the member got a credit until `until`. */
  | { kind: 'cancelled' | 'closed'; until: string; makeup: boolean }
  /** The session is held again; the credit it gave, if unused, is withdrawn. */
  | { kind: 'restored' };

const ACTION = 'Recuperar una clase';

function sessionMail(data: SessionMailData, mail: SessionMail): RenderedMail {
  const greeting = `Hola ${data.name} ${data.lastName},`;
  let subject: string;
  let paragraphs: string[];
  if (mail.kind === 'restored') {
    subject = `La clase vuelve a dictarse: ${data.activity}, ${data.when}`;
    paragraphs = [
      `La clase de ${data.activity} del ${data.when} se dicta como siempre. ¡Te esperamos!`,
      'La clase para recuperar que te habíamos dado por ella ya no está disponible.',
    ];
  } else {
    const what = mail.makeup ? 'la clase que ibas a recuperar' : 'tu clase';
    subject =
      mail.kind === 'cancelled'
        ? `Clase cancelada: ${data.activity}, ${data.when}`
        : `Gimnasio cerrado: ${data.activity}, ${data.when}`;
    paragraphs = [
      mail.kind === 'cancelled'
        ? `Cancelamos ${what} de ${data.activity} del ${data.when}: ${data.reason}.`
        : `El gimnasio está cerrado el ${data.when} (${data.reason}), así que no se dicta ${what} de ${data.activity}.`,
      `Tenés una clase para recuperar hasta el ${mail.until}: elegí otra fecha de ${data.activity} en Mis actividades.`,
    ];
  }
  const action = mail.kind === 'restored' ? undefined : { label: ACTION, url: data.actividadesUrl };
  return paragraphsMail(subject, greeting, paragraphs, action);
}

/** Queues the mail to `to` in the caller's transaction. */
export async function queueSessionMail(
  tx: Prisma.TransactionClient,
  to: string,
  data: SessionMailData,
  mail: SessionMail,
): Promise<void> {
  await tx.emailOutbox.create({ data: { to, ...sessionMail(data, mail) } });
}

export interface NoShowMailData {
  name: string;
  lastName: string;
  /** Classes missed in NO_SHOW_DAYS without 'No voy'. */
  missed: number;
  actividadesUrl: string;
}

/** 'Te extrañamos': one friendly word to a member who keeps missing their classes. */
export async function queueNoShowMail(
  tx: Prisma.TransactionClient,
  to: string,
  data: NoShowMailData,
): Promise<void> {
  const subject = 'Te extrañamos en Power Gym';
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const paragraphs = [
    `Notamos que no pudiste venir a ${data.missed} de tus clases en los últimos 30 días. ¡Te extrañamos!`,
    "Si un día no podés venir, avisá con 'No voy' en Mis actividades: tu lugar queda para otra persona y, si avisás con tiempo, te ganás una clase para recuperar.",
  ];
  const mail = paragraphsMail(subject, greeting, paragraphs, {
    label: 'Ver mis clases',
    url: data.actividadesUrl,
  });
  await tx.emailOutbox.create({ data: { to, ...mail } });
}
