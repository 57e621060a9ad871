// The local stand-ins for outside services, as ONE process for several API instances
// (scripts/cluster.mjs; docs/architecture.md, 'Several instances behind a proxy'). Each instance
// alone runs its own SMTP catcher and Mercado Pago sandbox, both kept in its memory; behind a
// proxy the mails must land in one mailbox and a payment link made through one instance must
// open through any other, so here they are shared, like the real services they stand for:
// the instances send mail to SMTP_URL=smtp://127.0.0.1:<CLUSTER_SMTP_PORT> and the SDK's calls
// to MP_API_URL=http://127.0.0.1:<CLUSTER_STAND_INS_PORT>/mp-sandbox; the proxy routes the
// buyer's /mp-sandbox pages and the mail viewer (/dev/mails, /api/dev/mails) here.
import express from 'express';
import { SANDBOX_ACCESS_TOKEN, SANDBOX_WEBHOOK_SECRET } from '../src/config.ts';
import { createLogger } from '../src/lib/logger.ts';
import { listen } from '../src/lib/http-server.ts';
import {
  MAIL_VIEWER_PATH,
  mailViewerApi,
  mailViewerPages,
} from '../src/sandbox/mail-viewer.router.ts';
import { SANDBOX_PATH, createMercadoPagoSandbox } from '../src/sandbox/mercadopago.ts';
import { Mailbox, startSmtpCatcher } from '../src/sandbox/smtp-catcher.ts';

function port(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`${name} must be a port number (got '${process.env[name] ?? ''}')`);
    process.exit(1);
  }
  return value;
}

const publicUrl = process.env.PUBLIC_URL;
if (!publicUrl) {
  console.error('PUBLIC_URL (the proxy, e.g. http://localhost:8080) is required');
  process.exit(1);
}
const logger = createLogger({ logLevel: 'info' });
// Room for every mail of a long session: the journey counts them all.
const mailbox = new Mailbox(5000);
// 127.0.0.1 unless told (docker compose's profile listens for the other containers).
const catcher = await startSmtpCatcher({
  port: port('CLUSTER_SMTP_PORT'),
  host: process.env.CLUSTER_SMTP_HOST || '127.0.0.1',
  mailbox,
});
const sandbox = createMercadoPagoSandbox({
  settings: { accessToken: SANDBOX_ACCESS_TOKEN, webhookSecret: SANDBOX_WEBHOOK_SECRET },
  publicUrl,
  logger,
});

const app = express();
app.disable('x-powered-by');
app.use(SANDBOX_PATH, sandbox.router);
app.use(MAIL_VIEWER_PATH, mailViewerPages(mailbox));
app.use(`/api${MAIL_VIEWER_PATH}`, mailViewerApi(mailbox));
const server = await listen(app, port('CLUSTER_STAND_INS_PORT'));
logger.info({ smtp: catcher.url, port: server.address() }, 'stand-ins listening');

function stop() {
  server.close();
  void catcher.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
