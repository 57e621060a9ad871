// Builds the Checkout Pro preference from the database order only.
import { orderAddress } from '../../domain/order-address.ts';
import type { PreferenceRequest } from '../../lib/mercadopago-provider.ts';

const DAY_LABELS: Record<string, string> = { Miercoles: 'Miércoles', Sabado: 'Sábado' };

export interface PayableOrder {
  id: number;
  /** Decimal string, e.g. '7650.00'. */
  total: string;
  discountPercent: number | null;
  reservedUntil: Date;
  /** The e-mail given at checkout; null: the account's. */
  payerEmail: string | null;
  user: { email: string; name: string; lastName: string };
  lines: {
    diaHoraId: number;
    quantity: number;
    unitPrice: number;
    subtotal: number;
    activity: { name: string };
    diaHora: { day: string; hour: string };
  }[];
}

type Item = PreferenceRequest['items'][number];

const centavos = (amount: number | string) => Math.round(Number(amount) * 100);

/**
 * One item per line with the discount spread over the unit prices when that adds up to the
 * order total to the centavo; otherwise one item for the whole order, so the buyer is always
 * charged exactly the total the server computed.
 */
export function preferenceItems(order: PayableOrder): Item[] {
  const factor = 1 - (order.discountPercent ?? 0) / 100;
  const items: Item[] = order.lines.map((line) => ({
    id: `slot-${line.diaHoraId}`,
    title: `${line.activity.name} — ${DAY_LABELS[line.diaHora.day] ?? line.diaHora.day} ${line.diaHora.hour}`,
    quantity: line.quantity,
    unit_price: Math.round(line.unitPrice * factor * 100) / 100,
    currency_id: 'ARS',
  }));
  const sum = items.reduce((acc, item) => acc + centavos(item.unit_price) * item.quantity, 0);
  if (items.length > 0 && sum === centavos(order.total)) return items;
  return [
    {
      id: `order-${order.id}`,
      title: `Power Gym — pedido #${order.id}`,
      quantity: 1,
      unit_price: centavos(order.total) / 100,
      currency_id: 'ARS',
    },
  ];
}

export function buildPreference(
  order: PayableOrder,
  publicUrl: string,
  now: Date,
): PreferenceRequest {
  const purchases = `${publicUrl}/sociodashboard?seccion=compras`;
  return {
    items: preferenceItems(order),
    payer: {
      email: orderAddress(order),
      name: order.user.name,
      surname: order.user.lastName,
    },
    external_reference: String(order.id),
    back_urls: { success: purchases, failure: purchases, pending: purchases },
    auto_return: 'approved',
    notification_url: `${publicUrl}/api/mercadopago/webhook?source_news=webhooks`,
    statement_descriptor: 'POWERGYM',
    expires: true,
    expiration_date_from: now.toISOString(),
    expiration_date_to: order.reservedUntil.toISOString(),
  };
}
