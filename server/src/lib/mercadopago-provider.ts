// The only module that talks to the mercadopago SDK (the payments feature and the orders'
// refunds use it). A fresh MercadoPagoConfig per call with its own idempotency key works around
// sdk-nodejs issue 481 (per-call options leak into a shared config), and the SDK's base URL is
// pointed at the configured API (the local sandbox by default).
import { randomUUID } from 'node:crypto';
import {
  MPNotFoundError,
  MercadoPagoConfig,
  Payment,
  PaymentRefund,
  Preference,
} from 'mercadopago';
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

export interface PaymentProvider {
  createPreference(body: PreferenceRequest): Promise<CreatedPreference>;
  /** null when the provider does not know the payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /**
   * Refunds the whole payment. `idempotencyKey`: the same key makes a repeated call the same
   * refund at Mercado Pago.
   */
  refundPayment(id: string, idempotencyKey: string): Promise<void>;
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
  };
}
