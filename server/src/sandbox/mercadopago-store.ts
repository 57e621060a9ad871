// In-memory state of the local Mercado Pago stand-in: one process, one machine (it is a stand-in
// for development; production talks to Mercado Pago itself, docs/architecture.md "Runtime parts").
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';

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

/** A subscription (Mercado Pago's preapproval). */
export interface SandboxPreapproval {
  id: string;
  /** pending until the payer authorises it; cancelled is final. */
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  payerEmail: string;
  externalReference: string | null;
  backUrl: string;
  frequency: number;
  frequencyType: 'days' | 'months';
  /** Pesos per charge (auto_recurring.transaction_amount). */
  amount: number;
  currency: string;
  startDate: string | null;
  nextPaymentDate: string | null;
  paymentMethodId: string | null;
  chargedQuantity: number;
  chargedAmount: number;
  lastChargedDate: string | null;
  lastChargedAmount: number | null;
  semaphore: 'green' | 'yellow' | null;
  dateCreated: string;
  lastModified: string;
}

export type NewSandboxPreapproval = Pick<
  SandboxPreapproval,
  | 'reason'
  | 'payerEmail'
  | 'externalReference'
  | 'backUrl'
  | 'frequency'
  | 'frequencyType'
  | 'amount'
  | 'currency'
  | 'startDate'
>;

/** One charge of a subscription (Mercado Pago's authorized payment), made as a payment. */
export interface SandboxAuthorizedPayment {
  id: string;
  preapprovalId: string;
  paymentId: string;
  status: 'processed' | 'recycling';
  amount: number;
  currency: string;
  reason: string;
  externalReference: string | null;
  debitDate: string;
  dateCreated: string;
  lastModified: string;
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
  private readonly preapprovals = new Map<string, SandboxPreapproval>();
  private readonly authorizedPayments = new Map<string, SandboxAuthorizedPayment>();
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

  addPreapproval(fields: NewSandboxPreapproval): SandboxPreapproval {
    const now = new Date().toISOString();
    const preapproval: SandboxPreapproval = {
      ...fields,
      // 32 hex characters, like Mercado Pago's preapproval ids.
      id: randomUUID().replaceAll('-', ''),
      status: 'pending',
      nextPaymentDate: null,
      paymentMethodId: null,
      chargedQuantity: 0,
      chargedAmount: 0,
      lastChargedDate: null,
      lastChargedAmount: null,
      semaphore: null,
      dateCreated: now,
      lastModified: now,
    };
    this.preapprovals.set(preapproval.id, preapproval);
    return preapproval;
  }

  preapproval(id: string): SandboxPreapproval | undefined {
    return this.preapprovals.get(id);
  }

  /** Changes a subscription as PUT /preapproval/{id} or the payer's authorisation does. */
  updatePreapproval(
    id: string,
    change: Partial<Pick<SandboxPreapproval, 'status' | 'amount' | 'reason'>>,
  ): SandboxPreapproval {
    const preapproval = this.preapprovals.get(id);
    if (!preapproval) throw new Error(`No sandbox preapproval ${id}`);
    const now = new Date().toISOString();
    if (change.status === 'authorized' && preapproval.status === 'pending') {
      preapproval.nextPaymentDate = preapproval.startDate ?? now;
      preapproval.paymentMethodId = 'account_money';
      preapproval.semaphore = 'green';
    }
    if (change.status !== undefined) preapproval.status = change.status;
    if (change.amount !== undefined) preapproval.amount = change.amount;
    if (change.reason !== undefined) preapproval.reason = change.reason;
    preapproval.lastModified = now;
    return preapproval;
  }

  /**
   * Makes the subscription's next charge now, as a payment with `status`, and schedules the
   * following one. Only an authorized subscription is charged.
   */
  chargePreapproval(
    id: string,
    status: 'approved' | 'rejected',
  ): { charge: SandboxAuthorizedPayment; payment: SandboxPayment } {
    const preapproval = this.preapprovals.get(id);
    if (preapproval?.status !== 'authorized') {
      throw new Error(`Sandbox preapproval ${id} is not authorized`);
    }
    const approved = status === 'approved';
    const payment = this.addPayment({
      status,
      ...(approved ? {} : { statusDetail: 'cc_rejected_insufficient_amount' }),
      externalReference: preapproval.externalReference,
      amount: preapproval.amount,
      currency: preapproval.currency,
      payerEmail: preapproval.payerEmail,
    });
    const now = payment.dateCreated;
    const debitDate = preapproval.nextPaymentDate ?? now;
    const charge: SandboxAuthorizedPayment = {
      id: this.nextPaymentId(),
      preapprovalId: id,
      paymentId: payment.id,
      status: approved ? 'processed' : 'recycling',
      amount: preapproval.amount,
      currency: preapproval.currency,
      reason: preapproval.reason,
      externalReference: preapproval.externalReference,
      debitDate,
      dateCreated: now,
      lastModified: now,
    };
    this.authorizedPayments.set(charge.id, charge);
    preapproval.nextPaymentDate = DateTime.fromISO(debitDate, { zone: 'utc' })
      .plus({ [preapproval.frequencyType]: preapproval.frequency })
      .toISO();
    if (approved) {
      preapproval.chargedQuantity += 1;
      preapproval.chargedAmount =
        Math.round((preapproval.chargedAmount + preapproval.amount) * 100) / 100;
      preapproval.lastChargedDate = now;
      preapproval.lastChargedAmount = preapproval.amount;
    }
    preapproval.semaphore = approved ? 'green' : 'yellow';
    preapproval.lastModified = now;
    return { charge, payment };
  }

  authorizedPayment(id: string): SandboxAuthorizedPayment | undefined {
    return this.authorizedPayments.get(id);
  }

  /** A subscription's charges, oldest first. */
  chargesOf(preapprovalId: string): SandboxAuthorizedPayment[] {
    return [...this.authorizedPayments.values()].filter(
      (charge) => charge.preapprovalId === preapprovalId,
    );
  }
}
