// The only module that talks to the mercadopago SDK (the payments feature, the orders' refunds
// and the subscriptions use it). A fresh MercadoPagoConfig per call with its own idempotency key works around
// sdk-nodejs issue 481 (per-call options leak into a shared config), and the SDK's base URL is
// pointed at the configured API (the local sandbox by default).
import { randomUUID } from 'node:crypto';
import {
  Invoice,
  MPNotFoundError,
  MercadoPagoConfig,
  Payment,
  PaymentRefund,
  PreApproval,
  Preference,
} from 'mercadopago';
import type { InvoiceResponse } from 'mercadopago/dist/clients/invoice/commonTypes.js';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes.js';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes.js';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { MercadoPagoSettings } from '../config.ts';

export type { PreferenceRequest };

/** The fields of a Mercado Pago payment the app decides on. */
export interface ProviderPayment {
  id: string;
  status: string;
  statusDetail: string | null;
  externalReference: string | null;
  amount: number | null;
  currency: string | null;
  /** ISO date of the payment's last change at the provider. */
  dateLastUpdated: string | null;
}

export interface CreatedPreference {
  id: string;
  /** The page the buyer is sent to. */
  url: string;
}

/** The fields of a Mercado Pago subscription (preapproval) the app decides on. */
export interface ProviderSubscription {
  id: string;
  /** pending (not yet authorised by the payer), authorized, paused or cancelled (final). */
  status: string;
  externalReference: string | null;
  /** The amount of each charge (auto_recurring.transaction_amount). */
  amount: number | null;
  currency: string | null;
  /** ISO date of the next charge, when one is scheduled. */
  nextPaymentDate: string | null;
}

/** One monthly charge of a subscription (an authorized payment; the SDK's Invoice). */
export interface ProviderCharge {
  id: string;
  preapprovalId: string | null;
  /** The charge's own status (scheduled, processed, recycling, cancelled). */
  status: string | null;
  /** The payment Mercado Pago made for it, once attempted: what decides. */
  paymentId: string | null;
  paymentStatus: string | null;
  paymentStatusDetail: string | null;
  amount: number | null;
  currency: string | null;
  externalReference: string | null;
  /** ISO date of the charge's last change at the provider. */
  dateLastUpdated: string | null;
}

export interface SubscriptionRequest {
  /** What the payer reads at Mercado Pago ('Power Gym: Yoga lunes 18:00'). */
  reason: string;
  externalReference: string;
  payerEmail: string;
  /** Pesos per charge. */
  amount: number;
  /** Where the payer returns after authorising (Mercado Pago adds ?preapproval_id=). */
  backUrl: string;
  /** The first charge; the next ones follow every `frequencyDays`. */
  startDate: Date;
  frequencyDays: number;
}

export interface SubscriptionChange {
  status?: 'paused' | 'authorized' | 'cancelled';
  /** A new amount for the next charges (a price rise). */
  amount?: number;
}

export interface PaymentProvider {
  createPreference(body: PreferenceRequest): Promise<CreatedPreference>;
  /** null when the provider does not know the payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /**
   * Refunds the whole payment. `idempotencyKey`: the same key makes a repeated call the same
   * refund at Mercado Pago.
   */
  refundPayment(id: string, idempotencyKey: string): Promise<void>;
  /** Creates a pending subscription; `url` is where the payer authorises it (init_point). */
  createSubscription(request: SubscriptionRequest): Promise<CreatedPreference>;
  /** null when the provider does not know the subscription. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** PUT /preapproval/{id}: pause, reactivate, cancel, or change the amount. */
  updateSubscription(id: string, change: SubscriptionChange): Promise<ProviderSubscription>;
  /** GET /authorized_payments/{id}; null when the provider does not know the charge. */
  getCharge(id: string): Promise<ProviderCharge | null>;
}

/** Any failure to get an answer from the provider (network, timeout, 5xx, unexpected reply). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

const TIMEOUT_MS = 10_000;

// AppConfig.BASE_URL is typed readonly but read on every request; it is set right before each
// call, synchronously, so apps with different settings in one process (tests) do not mix.
const sdkSettings = AppConfig as unknown as { BASE_URL: string };

function clientFor(
  settings: MercadoPagoSettings,
  maxRetries: number,
  idempotencyKey: string = randomUUID(),
): MercadoPagoConfig {
  sdkSettings.BASE_URL = settings.apiUrl;
  return new MercadoPagoConfig({
    accessToken: settings.accessToken,
    options: { timeout: TIMEOUT_MS, maxRetries, idempotencyKey },
  });
}

function toProviderPayment(payment: PaymentResponse): ProviderPayment {
  return {
    id: String(payment.id ?? ''),
    status: payment.status ?? 'unknown',
    statusDetail: payment.status_detail ?? null,
    externalReference: payment.external_reference ?? null,
    amount: typeof payment.transaction_amount === 'number' ? payment.transaction_amount : null,
    currency: payment.currency_id ?? null,
    dateLastUpdated: payment.date_last_updated ?? null,
  };
}

/** What create, get and update answer alike (the SDK types update's answer differently). */
interface PreapprovalAnswer {
  id?: string;
  status?: string;
  external_reference?: string | number;
  auto_recurring?: { transaction_amount?: number; currency_id?: string };
  next_payment_date?: string | number;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

function toProviderSubscription(answer: PreapprovalAnswer, id: string): ProviderSubscription {
  const amount = answer.auto_recurring?.transaction_amount;
  return {
    id: answer.id ?? id,
    status: answer.status ?? 'unknown',
    externalReference: textOrNull(answer.external_reference),
    amount: typeof amount === 'number' ? amount : null,
    currency: answer.auto_recurring?.currency_id ?? null,
    nextPaymentDate: typeof answer.next_payment_date === 'string' ? answer.next_payment_date : null,
  };
}

function toProviderCharge(invoice: InvoiceResponse, id: string): ProviderCharge {
  // The API answers numeric ids, whatever the SDK's types say.
  return {
    id: textOrNull(invoice.id) ?? id,
    preapprovalId: invoice.preapproval_id ?? null,
    status: invoice.status ?? null,
    paymentId: textOrNull(invoice.payment?.id),
    paymentStatus: invoice.payment?.status ?? null,
    paymentStatusDetail: invoice.payment?.status_detail ?? null,
    amount: typeof invoice.transaction_amount === 'number' ? invoice.transaction_amount : null,
    currency: invoice.currency_id ?? null,
    externalReference: invoice.external_reference ?? null,
    dateLastUpdated: invoice.last_modified ?? null,
  };
}

export function mercadoPagoProvider(settings: MercadoPagoSettings): PaymentProvider {
  // Real test credentials (TEST-…) pay on sandbox_init_point; the local sandbox has one page.
  const useSandboxPoint = !settings.sandbox && settings.accessToken.startsWith('TEST-');
  return {
    async createPreference(body) {
      let created;
      try {
        // One retry: the idempotency key makes a repeated POST safe.
        created = await new Preference(clientFor(settings, 1)).create({ body });
      } catch (error) {
        throw new PaymentProviderError('Mercado Pago refused or did not answer', { cause: error });
      }
      const url = useSandboxPoint ? created.sandbox_init_point : created.init_point;
      if (!created.id || !url) {
        throw new PaymentProviderError('Mercado Pago answered without a checkout URL');
      }
      return { id: created.id, url };
    },

    async getPayment(id) {
      try {
        return toProviderPayment(await new Payment(clientFor(settings, 1)).get({ id }));
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw new PaymentProviderError('Could not look the payment up', { cause: error });
      }
    },

    async refundPayment(id, idempotencyKey) {
      try {
        await new PaymentRefund(clientFor(settings, 1, idempotencyKey)).total({ payment_id: id });
      } catch (error) {
        throw new PaymentProviderError('Mercado Pago refused or did not answer the refund', {
          cause: error,
        });
      }
    },

    async createSubscription(request) {
      let created;
      try {
        created = await new PreApproval(clientFor(settings, 1)).create({
          body: {
            reason: request.reason,
            external_reference: request.externalReference,
            payer_email: request.payerEmail,
            back_url: request.backUrl,
            status: 'pending',
            auto_recurring: {
              frequency: request.frequencyDays,
              frequency_type: 'days',
              transaction_amount: request.amount,
              currency_id: 'ARS',
              start_date: request.startDate.toISOString(),
            },
          },
        });
      } catch (error) {
        throw new PaymentProviderError('Mercado Pago refused or did not answer', { cause: error });
      }
      if (!created.id || !created.init_point) {
        throw new PaymentProviderError('Mercado Pago answered without an authorisation URL');
      }
      return { id: created.id, url: created.init_point };
    },

    async getSubscription(id) {
      try {
        const found = await new PreApproval(clientFor(settings, 1)).get({ id });
        return toProviderSubscription(found, id);
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw new PaymentProviderError('Could not look the subscription up', { cause: error });
      }
    },

    async updateSubscription(id, change) {
      const body = {
        ...(change.status === undefined ? {} : { status: change.status }),
        ...(change.amount === undefined
          ? {}
          : { auto_recurring: { transaction_amount: change.amount, currency_id: 'ARS' } }),
      };
      try {
        // One retry, with this call's own idempotency key.
        const updated = await new PreApproval(clientFor(settings, 1)).update({ id, body });
        return toProviderSubscription(updated, id);
      } catch (error) {
        throw new PaymentProviderError('Mercado Pago refused or did not answer the change', {
          cause: error,
        });
      }
    },

    async getCharge(id) {
      try {
        return toProviderCharge(await new Invoice(clientFor(settings, 1)).get({ id }), id);
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        throw new PaymentProviderError('Could not look the charge up', { cause: error });
      }
    },
  };
}
