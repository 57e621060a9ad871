import {
  formatGymDate,
  formatGymDateTime,
  REVOCATION_DAYS,
  type MembershipEnding,
} from '@power-gym/contracts';

/** The Spanish texts of the public pages of issue 34 the contract does not already hold. */
export const LEGAL_REQUEST_TEXTS = {
  arrepentimiento: {
    title: 'Botón de arrepentimiento',
    intro: `Tenés ${REVOCATION_DAYS} días corridos desde el pago para revocar una compra, sin dar motivos (Ley 24.240, art. 34). Te devolvemos el dinero por el mismo medio de pago.`,
    steps:
      'No hace falta iniciar sesión: ingresá el e-mail con el que compraste y el número de orden. Te enviaremos un e-mail con un enlace para confirmar la solicitud.',
    email: 'E-mail de la compra',
    orderId: 'Número de orden',
    orderIdHint: 'Figura en el e-mail de la compra.',
    submit: 'Solicitar arrepentimiento',
    formLabel: 'Solicitud de arrepentimiento',
  },
  baja: {
    title: 'Botón de baja',
    intro:
      'Da de baja todos tus débitos automáticos y las renovaciones pendientes de tus abonos. Las clases que ya pagaste siguen hasta el final de su período.',
    steps:
      'No hace falta iniciar sesión: ingresá el e-mail de tu cuenta. Te enviaremos un e-mail con un enlace para confirmar la baja.',
    email: 'E-mail',
    submit: 'Solicitar la baja',
    formLabel: 'Solicitud de baja',
  },
  received: {
    title: 'Solicitud recibida',
    codeLabel: 'Tu código',
    copy: 'Copiar código',
    copied: 'Código copiado',
    copyFailed: 'No pudimos copiarlo: el código quedó seleccionado para que lo copies.',
    again: 'Hacer otra solicitud',
  },
  sendFailed: 'No pudimos enviar tu solicitud. Intentá de nuevo.',
  networkFailed: 'No pudimos conectarnos con el servidor. Revisá tu conexión e intentá de nuevo.',
  confirm: {
    title: 'Confirmar solicitud',
    code: (code: string) => `Código de la solicitud: ${code}`,
    question:
      'Para que la procesemos, confirmá la solicitud. Si no la hiciste vos, cerrá esta página: sin confirmar no se hace nada.',
    submit: 'Confirmar solicitud',
    failed: 'No pudimos confirmar la solicitud. Intentá de nuevo.',
    again: 'Hacé la solicitud de nuevo:',
    againArrepentimiento: 'Solicitar un arrepentimiento',
    againBaja: 'Solicitar una baja',
  },
  outcome: {
    refunded: 'Solicitud resuelta',
    refundedText: (orderId: number | null) =>
      orderId === null
        ? 'Reembolsamos tu compra. El dinero vuelve por el mismo medio de pago.'
        : `Reembolsamos la orden N° ${orderId}. El dinero vuelve por el mismo medio de pago.`,
    waiting: 'Solicitud confirmada',
    waitingText: 'La administración revisará tu solicitud y te responderá por e-mail.',
    rejected: 'Solicitud rechazada',
    rejectedText: 'La administración rechazó la solicitud.',
    pending: 'Solicitud sin confirmar',
    bajaDone: 'Baja confirmada',
    bajaEndings:
      'Dimos de baja tus débitos automáticos y renovaciones. Estos abonos siguen hasta su último día:',
    bajaNothing:
      'No encontramos débitos automáticos ni renovaciones pendientes con este e-mail: no había nada que dar de baja.',
    ending: ({ orderId, activities, endsAt, lastClassAt }: MembershipEnding) =>
      `Orden N° ${orderId}${activities.length > 0 ? ` (${activities.join(', ')})` : ''}: hasta el ${formatGymDate(endsAt)}, ${
        lastClassAt === null
          ? 'sin clases por delante'
          : `última clase el ${formatGymDateTime(lastClassAt)}`
      }`,
    endingsLabel: 'Abonos que siguen hasta su fin',
  },
} as const;
