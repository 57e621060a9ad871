// 'Bienvenido a Power Gym': the mail of a member the desk registered (docs/api.md, 'Desk sales'),
// rendered when queued, since its link to choose a password is made then.
import type { Prisma } from '../../generated/prisma/client.ts';
import { paragraphsMail } from './templates.ts';

export const WELCOME_SUBJECT = 'Bienvenido a Power Gym';
export const CHOOSE_PASSWORD = 'Elegir mi contraseña';

export interface WelcomeMailData {
  name: string;
  lastName: string;
  email: string;
  /** Firebase's link to choose a password; it continues to the client's /login. */
  passwordUrl: string;
}

/** Queues the welcome mail to the new member in the caller's transaction. */
export async function queueWelcomeMail(
  tx: Prisma.TransactionClient,
  data: WelcomeMailData,
): Promise<void> {
  const mail = paragraphsMail(
    WELCOME_SUBJECT,
    `Hola ${data.name} ${data.lastName},`,
    [
      'Te registramos en la recepción de Power Gym. ¡Te damos la bienvenida!',
      `Para entrar a tu cuenta, elegí tu contraseña con el enlace de abajo; después iniciá sesión con tu e-mail (${data.email}) y esa contraseña.`,
      "Si el enlace ya venció, pedí otro con '¿Olvidaste tu contraseña?' al iniciar sesión.",
    ],
    { label: CHOOSE_PASSWORD, url: data.passwordUrl },
  );
  await tx.emailOutbox.create({ data: { to: data.email, ...mail } });
}
