// In-memory state of the local Mercado Pago stand-in: one process, one machine (it is a stand-in
// for development; production talks to Mercado Pago itself, docs/architecture.md "Runtime parts").
import { randomUUID } from 'node:crypto';

export interface SandboxItem {
  id?: string;
  title: string;
  quantity: number;
  unit_price: number;
  currency_id?: string;
}

export interface SandboxPreference {
  id: string;
  items: SandboxItem[];
  payerEmail: string | null;
  externalReference: string | null;
  backUrls: { success?: string; failure?: string; pending?: string };
  notificationUrl: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export interface SandboxPayment {
  id: string;
  status: string;
  statusDetail: string;
  externalReference: string | null;
  amount: number;
  currency: string;
  preferenceId: string | null;
  notificationUrl: string | null;
  payerEmail: string | null;
  dateCreated: string;
  dateApproved: string | null;
  dateLastUpdated: string;
}

export interface SandboxRefund {
  id: number;
  paymentId: string;
  amount: number;
  status: 'approved';
  dateCreated: string;
}

export type NewSandboxPayment = Pick<SandboxPayment, 'status' | 'externalReference' | 'amount'> &
  Partial<Omit<SandboxPayment, 'id' | 'status' | 'externalReference' | 'amount'>>;

const STATUS_DETAILS: Record<string, string> = {
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  pending: 'pending_contingency',
  in_process: 'pending_review_manual',
  cancelled: 'expired',
  refunded: 'refunded',
};

export class MercadoPagoSandboxStore {
  private readonly preferences = new Map<string, SandboxPreference>();
  private readonly payments = new Map<string, SandboxPayment>();
  /** Refunds by idempotency key: a repeated request answers the same refund. */
  private readonly refunds = new Map<string, SandboxRefund>();
  private counter = 0;

  addPreference(preference: Omit<SandboxPreference, 'id' | 'createdAt'>): SandboxPreference {
    const stored = {
      id: `sandbox-${randomUUID()}`,
      createdAt: new Date().toISOString(),
      ...preference,
    };
    this.preferences.set(stored.id, stored);
    return stored;
  }

  preference(id: string): SandboxPreference | undefined {
    return this.preferences.get(id);
  }

  /** Numeric ids like Mercado Pago's, unique across restarts of the process. */
  private nextPaymentId(): string {
    this.counter = (this.counter + 1) % 1000;
    return String(Date.now() * 1000 + this.counter);
  }

  addPayment(fields: NewSandboxPayment): SandboxPayment {
    const now = new Date().toISOString();
    const payment: SandboxPayment = {
      id: this.nextPaymentId(),
      statusDetail: STATUS_DETAILS[fields.status] ?? fields.status,
      currency: 'ARS',
      preferenceId: null,
      notificationUrl: null,
      payerEmail: null,
      dateCreated: now,
      dateApproved: fields.status === 'approved' ? now : null,
      dateLastUpdated: now,
      ...fields,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** Changes a payment's status, as the provider would; `at` lets tests date it. */
  updatePayment(id: string, status: string, at: Date = new Date()): SandboxPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`No sandbox payment ${id}`);
    payment.status = status;
    payment.statusDetail = STATUS_DETAILS[status] ?? status;
    payment.dateLastUpdated = at.toISOString();
    if (status === 'approved') payment.dateApproved ??= at.toISOString();
    return payment;
  }

  payment(id: string): SandboxPayment | undefined {
    return this.payments.get(id);
  }

  /**
   * Refunds an approved payment in full, as POST /v1/payments/{id}/refunds does: the refund, or
   * the one already made with `idempotencyKey` (`created` false); null when the payment cannot be
   * refunded.
   */
  refund(
    paymentId: string,
    idempotencyKey: string,
  ): { refund: SandboxRefund; created: boolean } | null {
    const key = `${paymentId}:${idempotencyKey}`;
    const earlier = this.refunds.get(key);
    if (earlier) return { refund: earlier, created: false };
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'approved') return null;
    this.updatePayment(paymentId, 'refunded');
    const refund: SandboxRefund = {
      id: Number(this.nextPaymentId()),
      paymentId,
      amount: payment.amount,
      status: 'approved',
      dateCreated: payment.dateLastUpdated,
    };
    this.refunds.set(key, refund);
    return { refund, created: true };
  }
}
