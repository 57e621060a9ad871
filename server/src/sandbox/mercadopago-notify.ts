// The signed notifications (Webhooks) the sandbox sends, as Mercado Pago sends them: any topic
// (payment, subscription_preapproval, subscription_authorized_payment), the same signature.
import { createHmac, randomUUID } from 'node:crypto';
import type { Logger } from '../lib/logger.ts';

export type NotificationTopic =
  'payment' | 'subscription_preapproval' | 'subscription_authorized_payment';

export interface Notification {
  /** The notification URL; `data.id` and `type` are added to its query. */
  url: string;
  topic: NotificationTopic;
  dataId: string;
  action: string;
}

/** x-signature as Mercado Pago computes it: HMAC-SHA256 of `id:…;request-id:…;ts:…;`. */
export function signNotification(
  secret: string,
  dataId: string,
  requestId: string,
  ts: number,
): string {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

export interface Notifier {
  /** Sends one notification; the webhook's HTTP status, or null when it could not be delivered. */
  send(notification: Notification): Promise<number | null>;
  /** Sends it after the current answer, as Mercado Pago does after some API calls. */
  sendLater(notification: Notification): void;
  /** Resolves once every notification sent later has been answered. */
  settled(): Promise<void>;
}

export function createNotifier(webhookSecret: string, logger: Logger): Notifier {
  async function send({ url, topic, dataId, action }: Notification): Promise<number | null> {
    const target = new URL(url);
    target.searchParams.set('data.id', dataId);
    target.searchParams.set('type', topic);
    const requestId = randomUUID();
    const ts = Math.floor(Date.now() / 1000);
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signNotification(webhookSecret, dataId, requestId, ts),
        },
        body: JSON.stringify({
          id: Date.now(),
          live_mode: false,
          type: topic,
          date_created: new Date().toISOString(),
          user_id: 'sandbox',
          api_version: 'v1',
          action,
          data: { id: dataId },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      logger.info({ topic, dataId, status: res.status }, 'sandbox notification sent');
      return res.status;
    } catch (error) {
      logger.warn({ err: error, topic, dataId }, 'sandbox notification failed');
      return null;
    }
  }

  const unanswered = new Set<Promise<unknown>>();
  function sendLater(notification: Notification): void {
    const sent = new Promise((resolve) => setImmediate(resolve)).then(() => send(notification));
    unanswered.add(sent);
    void sent.finally(() => unanswered.delete(sent));
  }
  async function settled(): Promise<void> {
    while (unanswered.size > 0) await Promise.allSettled([...unanswered]);
  }

  return { send, sendLater, settled };
}
