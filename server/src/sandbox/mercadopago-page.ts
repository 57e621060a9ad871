// The buyer's page of the local Mercado Pago sandbox (server-rendered, no script).
import { formatMoney } from '@power-gym/contracts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { SandboxPreference } from './mercadopago-store.ts';

/** A whole sandbox page around `body` (trusted HTML: escape what goes into it). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, Arial, sans-serif; background: #eef3fb; color: #1b1b1b; margin: 0; }
  header { background: #009ee3; color: #fff; padding: 1rem 1.5rem; }
  main { max-width: 40rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { padding: .5rem; border-bottom: 1px solid #ddd; text-align: left; }
  td.num, th.num { text-align: right; }
  .notice { background: #fff6d6; border: 1px solid #e0c25a; padding: .75rem; border-radius: 6px; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: .75rem 1.5rem; border-radius: 6px; border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
  .approve { background: #00a650; color: #fff; }
  .reject { background: #fff; color: #b00020; border-color: #b00020; }
</style>
</head>
<body>
<header><p><strong>Mercado Pago</strong> — sandbox local de Power Gym</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function preferenceTotal(preference: SandboxPreference): number {
  const centavos = preference.items.reduce(
    (sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity,
    0,
  );
  return centavos / 100;
}

export function checkoutPage(preference: SandboxPreference, action: string): string {
  const rows = preference.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td class="num">${escapeHtml(item.quantity)}</td>` +
        `<td class="num">${escapeHtml(formatMoney(item.unit_price * item.quantity))}</td></tr>`,
    )
    .join('\n');
  const reference = preference.externalReference
    ? `<p>Pedido #${escapeHtml(preference.externalReference)}</p>`
    : '';
  return page(
    'Pagar con Mercado Pago (sandbox)',
    `<h1>Pagar con Mercado Pago</h1>
${reference}
<p class="notice" role="note">Entorno de prueba local: no se cobra dinero real. Elegí el resultado del pago.</p>
<table>
<caption>Resumen de la compra</caption>
<thead><tr><th scope="col">Producto</th><th scope="col" class="num">Cantidad</th><th scope="col" class="num">Importe</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="num"><strong>${escapeHtml(formatMoney(preferenceTotal(preference)))}</strong></td></tr></tfoot>
</table>
${preference.payerEmail ? `<p>Pagador: ${escapeHtml(preference.payerEmail)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">Aprobar pago</button>
<button type="submit" name="decision" value="reject" class="reject">Rechazar pago</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
