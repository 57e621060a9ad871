// The sandbox's subscription pages: where the payer authorises the débito (Mercado Pago's
// init_point) and a control page to run a month's charge in a demo. Server-rendered, no script.
import { formatGymDate, formatMoney } from '@power-gym/contracts';
import { escapeHtml } from '../lib/escape-html.ts';
import { page } from './mercadopago-page.ts';
import type { SandboxAuthorizedPayment, SandboxPreapproval } from './mercadopago-store.ts';

const STATUS_LABELS: Record<SandboxPreapproval['status'], string> = {
  pending: 'Pendiente de autorización',
  authorized: 'Autorizada',
  paused: 'Pausada',
  cancelled: 'Cancelada',
};

const PAYMENT_LABELS: Record<string, string> = {
  approved: 'Aprobado',
  rejected: 'Rechazado',
  refunded: 'Devuelto',
};

const UNITS: Record<SandboxPreapproval['frequencyType'], [string, string]> = {
  days: ['día', 'días'],
  months: ['mes', 'meses'],
};

function frequencyLabel({ frequency, frequencyType }: SandboxPreapproval): string {
  const [one, many] = UNITS[frequencyType];
  return `Cada ${frequency} ${frequency === 1 ? one : many}`;
}

function row(label: string, value: string): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
}

function details(preapproval: SandboxPreapproval, extra: string[] = []): string {
  return `<table>
<caption>Detalle de la suscripción</caption>
<tbody>
${row('Concepto', preapproval.reason)}
${row('Monto mensual', formatMoney(preapproval.amount))}
${row('Frecuencia', frequencyLabel(preapproval))}
${row('Pagador', preapproval.payerEmail)}
${extra.join('\n')}
</tbody>
</table>`;
}

export function subscriptionCheckoutPage(preapproval: SandboxPreapproval, action: string): string {
  const firstCharge = formatGymDate(preapproval.startDate ?? new Date());
  return page(
    'Autorizar débito automático (sandbox)',
    `<h1>Autorizar débito automático</h1>
<p class="notice" role="note">Entorno de prueba local: no se cobra dinero real. Al autorizar, los cobros se hacen con el dinero en cuenta de prueba.</p>
${details(preapproval, [row('Primer cobro', firstCharge)])}
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="decision" value="authorize" class="approve">Autorizar débito</button>
<button type="submit" name="decision" value="back" class="reject">Volver sin autorizar</button>
</form>`,
  );
}

export interface ChargeRow {
  charge: SandboxAuthorizedPayment;
  paymentStatus: string;
}

function chargesTable(charges: ChargeRow[]): string {
  if (charges.length === 0) return '<p>Todavía no hubo cobros.</p>';
  const rows = charges
    .map(
      ({ charge, paymentStatus }) =>
        `<tr><td>${escapeHtml(charge.id)}</td><td>${escapeHtml(formatGymDate(charge.dateCreated))}</td>` +
        `<td class="num">${escapeHtml(formatMoney(charge.amount))}</td>` +
        `<td>${escapeHtml(PAYMENT_LABELS[paymentStatus] ?? paymentStatus)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>Cobros</caption>
<thead><tr><th scope="col">Cobro</th><th scope="col">Fecha</th><th scope="col" class="num">Monto</th><th scope="col">Pago</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

/** The demo's control page: the subscription, its charges, and buttons to charge this month. */
export function subscriptionControlPage(
  preapproval: SandboxPreapproval,
  charges: ChargeRow[],
  action: string,
): string {
  const next = preapproval.nextPaymentDate ? formatGymDate(preapproval.nextPaymentDate) : '—';
  const controls =
    preapproval.status === 'authorized'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="status" value="approved" class="approve">Cobrar este mes (aprobado)</button>
<button type="submit" name="status" value="rejected" class="reject">Cobrar este mes (rechazado)</button>
</form>`
      : '<p>Solo se cobra una suscripción autorizada.</p>';
  return page(
    'Suscripción (sandbox)',
    `<h1>Suscripción de débito automático</h1>
<p class="notice" role="note">Control del entorno de prueba local: simulá el cobro de este mes. Mercado Pago lo hace solo en la fecha del próximo cobro.</p>
${details(preapproval, [row('Estado', STATUS_LABELS[preapproval.status]), row('Próximo cobro', next)])}
<h2>Cobros</h2>
${chargesTable(charges)}
<h2>Cobrar este mes</h2>
${controls}`,
  );
}
