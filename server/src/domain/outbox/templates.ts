import { formatMoney } from '@power-gym/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';

export interface OrderMailLine {
  activity: string;
  day: string;
  hour: string;
  quantity: number;
  subtotal: number;
}

export interface OrderMailData {
  to: string;
  name: string;
  lastName: string;
  orderId: number;
  /** Order total as a decimal string, e.g. '7650.00'. */
  total: string;
  lines: OrderMailLine[];
  /** The end of the order's membership as dd/mm/aaaa; null before it is paid. */
  periodEnd: string | null;
  /** Where the member renews or pays a waitlist offer ('Actividades' of the member dashboard). */
  renewUrl: string;
  /** The member's orders and their payments ('Compras' of the member dashboard). */
  ordersUrl: string;
  /** Until when a reserved order holds its places, as dd/mm/aaaa hh:mm; null when it holds none. */
  reservedUntil: string | null;
  /** Why Mercado Pago rejected the last payment, in Spanish (contracts' paymentRejectionReason). */
  rejectionReason: string;
  /** Why it rejected the débito's last failed charge for this membership, in the same words. */
  chargeRejectionReason: string;
  /** How a desk sale was paid ('Efectivo', 'Transferencia'); null when paid with Mercado Pago. */
  deskPayment: string | null;
}

/** Where a desk sale was paid, as its payment and refund mails say it. */
const atDesk = (payment: string) => `en recepción (${payment.toLowerCase()})`;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const GYM = 'Power Gym';

function linesTable(lines: OrderMailLine[]): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.activity)}</td><td>${escapeHtml(line.day)} ${escapeHtml(line.hour)}</td>` +
        `<td style="text-align:right">${escapeHtml(line.quantity)}</td>` +
        `<td style="text-align:right">${escapeHtml(formatMoney(line.subtotal))}</td></tr>`,
    )
    .join('');
  return (
    '<table style="border-collapse:collapse;width:100%" cellpadding="6">' +
    '<thead><tr><th align="left">Actividad</th><th align="left">Día y hora</th>' +
    '<th align="right">Cantidad</th><th align="right">Subtotal</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  );
}

function linesText(lines: OrderMailLine[]): string {
  return lines
    .map(
      (line) =>
        `- ${line.activity}, ${line.day} ${line.hour} (x${line.quantity}): ${formatMoney(line.subtotal)}`,
    )
    .join('\n');
}

const ORDERS_LINK = 'Ver mis compras';

/** The link to 'Compras', where the member follows the order and its payment. */
const ordersLinkHtml = (data: OrderMailData) =>
  `<p><a href="${escapeHtml(data.ordersUrl)}" style="color:#c8102e">${ORDERS_LINK}</a></p>`;
/** An order mail's plain text: its lines, then the link to 'Compras' and the signature. */
const orderMailText = (data: OrderMailData, lines: string[]) =>
  [...lines, '', `${ORDERS_LINK}: ${data.ordersUrl}`, '', GYM].join('\n');

export function layout(title: string, body: string): string {
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;max-width:600px;margin:auto">' +
    `<h1 style="color:#c8102e">${escapeHtml(title)}</h1>${body}` +
    `<p style="color:#666;font-size:12px">${GYM}. Este es un mensaje automático, no lo respondas.</p>` +
    '</body></html>'
  );
}

export interface MailAction {
  label: string;
  url: string;
}

const actionLink = ({ label, url }: MailAction) =>
  `<p><a href="${escapeHtml(url)}" style="color:#c8102e;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** A mail in paragraphs: the greeting, what it says and, when given, one link to act on it. */
export function paragraphsMail(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: MailAction,
): RenderedMail {
  const html = layout(
    subject,
    [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      (action ? actionLink(action) : ''),
  );
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    GYM,
  ].join('\n');
  return { subject, html, text };
}

export function orderCreatedMail(data: OrderMailData): RenderedMail {
  const subject = `Recibimos tu pedido #${data.orderId}`;
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const notice =
    'Tus lugares quedan reservados por unos minutos mientras completás el pago con Mercado Pago. ' +
    'Si el pago no se acredita a tiempo, el pedido se cancela y los lugares se liberan.';
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>Recibimos tu pedido #${escapeHtml(data.orderId)} con estas clases:</p>` +
      linesTable(data.lines) +
      `<p><strong>Total: ${escapeHtml(formatMoney(data.total))}</strong></p>` +
      `<p>${escapeHtml(notice)}</p>` +
      ordersLinkHtml(data),
  );
  const text = orderMailText(data, [
    greeting,
    '',
    `Recibimos tu pedido #${data.orderId} con estas clases:`,
    linesText(data.lines),
    '',
    `Total: ${formatMoney(data.total)}`,
    '',
    notice,
  ]);
  return { subject, html, text };
}

export function paymentConfirmedMail(data: OrderMailData): RenderedMail {
  const subject = `¡Pago confirmado! Pedido #${data.orderId}`;
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const thanks =
    data.deskPayment === null
      ? '¡Gracias! Mercado Pago confirmó tu pago y tus lugares quedaron reservados.'
      : `¡Gracias! Recibimos tu pago ${atDesk(data.deskPayment)} y tus lugares quedaron reservados.`;
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(thanks)}</p>` +
      linesTable(data.lines) +
      `<p><strong>Total pagado: ${escapeHtml(formatMoney(data.total))}</strong></p>` +
      '<p>¡Te esperamos en el gimnasio!</p>' +
      ordersLinkHtml(data),
  );
  const text = orderMailText(data, [
    greeting,
    '',
    thanks,
    '',
    linesText(data.lines),
    '',
    `Total pagado: ${formatMoney(data.total)}`,
    '',
    '¡Te esperamos en el gimnasio!',
  ]);
  return { subject, html, text };
}

/** 'El pago fue rechazado': the reason, and the order is still payable until its reservation ends. */
export function paymentRejectedMail(data: OrderMailData): RenderedMail {
  const subject = `El pago fue rechazado: Pedido #${data.orderId}`;
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const reason = `Mercado Pago rechazó el pago del pedido #${data.orderId}: ${data.rejectionReason}.`;
  const retry = data.reservedUntil
    ? `Tus lugares siguen reservados hasta el ${data.reservedUntil}: desde tus compras podés reintentar el pago o cancelar el pedido.`
    : 'Desde tus compras podés reintentar el pago o cancelar el pedido.';
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(reason)}</p>` +
      linesTable(data.lines) +
      `<p><strong>Total: ${escapeHtml(formatMoney(data.total))}</strong></p>` +
      `<p>${escapeHtml(retry)}</p>` +
      ordersLinkHtml(data),
  );
  const text = orderMailText(data, [
    greeting,
    '',
    reason,
    '',
    linesText(data.lines),
    '',
    `Total: ${formatMoney(data.total)}`,
    '',
    retry,
  ]);
  return { subject, html, text };
}

/** The receipt of a débito's charge: the order is the renewal it paid. */
export function subscriptionChargedMail(data: OrderMailData): RenderedMail {
  const subject = `Débito automático: cobramos tu abono (pedido #${data.orderId})`;
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const paid =
    `Mercado Pago cobró ${formatMoney(data.total)} de tu débito automático y tu abono sigue ` +
    `hasta el ${data.periodEnd ?? ''}, con los mismos lugares.`;
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(paid)}</p>` +
      linesTable(data.lines) +
      `<p><strong>Total pagado: ${escapeHtml(formatMoney(data.total))}</strong></p>` +
      ordersLinkHtml(data),
  );
  const text = orderMailText(data, [
    greeting,
    '',
    paid,
    '',
    linesText(data.lines),
    '',
    `Total pagado: ${formatMoney(data.total)}`,
  ]);
  return { subject, html, text };
}

/** A débito's charge was rejected: the membership runs to its end unless paid by hand. */
export function subscriptionRejectedMail(data: OrderMailData): RenderedMail {
  return noticeMail(
    data,
    `No pudimos cobrar tu abono (pedido #${data.orderId})`,
    `Mercado Pago no pudo cobrar el débito automático de tu abono: ${data.chargeRejectionReason}. ` +
      `Tu abono vence el ${data.periodEnd ?? ''}: pagá este mes a mano antes de esa fecha y ` +
      'conservás tus lugares.',
    'Pagar mi abono',
  );
}

/** A notice about the order's classes, with a link to the member's 'Actividades' when `action`. */
function noticeMail(
  data: OrderMailData,
  subject: string,
  notice: string,
  action?: string,
): RenderedMail {
  const greeting = `Hola ${data.name} ${data.lastName},`;
  const link = action
    ? `<p><a href="${escapeHtml(data.renewUrl)}" style="color:#c8102e;font-weight:bold">${escapeHtml(action)}</a></p>`
    : '';
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>` +
      `<p>${escapeHtml(notice)}</p>` +
      linesTable(data.lines) +
      link,
  );
  const text = [
    greeting,
    '',
    notice,
    linesText(data.lines),
    '',
    ...(action ? [`${action}: ${data.renewUrl}`, ''] : []),
    GYM,
  ].join('\n');
  return { subject, html, text };
}

const RENEW = 'Renovar mi abono';

export function membershipReminderMail(data: OrderMailData): RenderedMail {
  return noticeMail(
    data,
    `Tu abono vence el ${data.periodEnd ?? ''}`,
    `Tu abono del pedido #${data.orderId} vence el ${data.periodEnd ?? ''}. ` +
      'Renovalo antes de esa fecha y conservás tus lugares, sin días sin clase.',
    RENEW,
  );
}

export function membershipExpiredMail(data: OrderMailData): RenderedMail {
  return noticeMail(
    data,
    `Tu abono venció (pedido #${data.orderId})`,
    `Tu abono del pedido #${data.orderId} venció el ${data.periodEnd ?? ''} y sus lugares se ` +
      'liberaron. Si querés volver, renovalo mientras queden lugares.',
    RENEW,
  );
}

/** 'Se liberó un lugar': the order is the offer, one place held until `reservedUntil`. */
export function waitlistOfferMail(data: OrderMailData): RenderedMail {
  const line = data.lines[0];
  const slot = line ? ` en ${line.activity} (${line.day} ${line.hour})` : '';
  return noticeMail(
    data,
    `Se liberó un lugar${slot}`,
    `Se liberó un lugar en la clase que esperabas y lo reservamos para vos hasta el ` +
      `${data.reservedUntil ?? ''}. Pagalo antes para quedártelo; si no, pasa al siguiente de ` +
      'la lista de espera.',
    'Pagar mi lugar',
  );
}

export function orderRefundedMail(data: OrderMailData): RenderedMail {
  return noticeMail(
    data,
    `Reembolsamos tu pedido #${data.orderId}`,
    data.deskPayment === null
      ? `Te devolvimos ${formatMoney(data.total)} del pedido #${data.orderId} por Mercado Pago y sus ` +
          'lugares se liberaron. El dinero vuelve al medio de pago con el que pagaste.'
      : `Te devolvimos ${formatMoney(data.total)} del pedido #${data.orderId} ${atDesk(data.deskPayment)} y ` +
          'sus lugares se liberaron.',
  );
}
