// The demo mail viewer: what the built-in SMTP catcher received. Mounted only while the catcher
// is in use and never with NODE_ENV=production (see createApp), so there is no sign-in here.
import { Router, type Response } from 'express';
import { MESSAGES } from '@power-gym/contracts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { CapturedMail, Mailbox } from './smtp-catcher.ts';

export const MAIL_VIEWER_PATH = '/dev/mails';

function summary(mail: CapturedMail) {
  return {
    id: mail.id,
    receivedAt: mail.receivedAt,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}

/** GET /api/dev/mails: the captured mails, newest first. */
export function mailViewerApi(mailbox: Mailbox): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(mailbox.list().map(summary));
  });
  return router;
}

const STYLE = `<style>
  body { font-family: system-ui, Arial, sans-serif; margin: 1.5rem; color: #1b1b1b; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ccc; }
</style>`;

function page(res: Response, title: string, body: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res
    .type('html')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${STYLE}</head>` +
        `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

function notFound(res: Response): void {
  res.status(404).type('text/plain; charset=utf-8').send(MESSAGES.notFound);
}

const mailId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : NaN);

/** /dev/mails: a list page, one page per mail, and the mail's HTML in a sandboxed frame. */
export function mailViewerPages(mailbox: Mailbox): Router {
  const router = Router();

  router.get('/', (_req, res) => {
    const mails = mailbox.list();
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('es-AR'))}</td>` +
          `<td>${escapeHtml(mail.to.join(', '))}</td>` +
          `<td><a href="${MAIL_VIEWER_PATH}/${mail.id}">${escapeHtml(mail.subject || '(sin asunto)')}</a></td></tr>`,
      )
      .join('');
    page(
      res,
      'Correos enviados (demo)',
      '<p>Correos recibidos por el servidor SMTP local de la demo. Se pierden al reiniciar.</p>' +
        (mails.length === 0
          ? '<p>Todavía no se envió ningún correo.</p>'
          : `<table><thead><tr><th scope="col">Fecha</th><th scope="col">Para</th><th scope="col">Asunto</th></tr></thead><tbody>${rows}</tbody></table>`),
    );
  });

  router.get('/:id', (req, res) => {
    const mail = mailbox.get(mailId(req.params.id));
    if (!mail) return notFound(res);
    page(
      res,
      mail.subject || '(sin asunto)',
      `<p><a href="${MAIL_VIEWER_PATH}">← Todos los correos</a></p>` +
        `<p><strong>De:</strong> ${escapeHtml(mail.from)}<br><strong>Para:</strong> ${escapeHtml(mail.to.join(', '))}</p>` +
        (mail.html
          ? `<iframe title="Contenido HTML del correo" sandbox src="${MAIL_VIEWER_PATH}/${mail.id}/html"></iframe>`
          : '') +
        `<h2>Versión de texto</h2><pre>${escapeHtml(mail.text)}</pre>`,
    );
  });

  router.get('/:id/html', (req, res) => {
    const mail = mailbox.get(mailId(req.params.id));
    if (!mail) return notFound(res);
    // The mail's own markup, with no script and no network: only inline styles and data: images.
    res.setHeader(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
    );
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(mail.html);
  });

  return router;
}
