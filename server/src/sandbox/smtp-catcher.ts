// The default-mode mail server: a real SMTP server on 127.0.0.1 that keeps what it receives in
// memory (newest first, bounded) so the demo viewer can show it. One machine, one process.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import type { Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  id: number;
  receivedAt: string;
  /** SMTP envelope recipients (what the sender asked to deliver to). */
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export class Mailbox {
  private mails: CapturedMail[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 200) {}

  add(mail: Omit<CapturedMail, 'id'>): CapturedMail {
    const captured = { id: this.nextId++, ...mail };
    this.mails.unshift(captured);
    this.mails.length = Math.min(this.mails.length, this.capacity);
    return captured;
  }

  /** Newest first. */
  list(): CapturedMail[] {
    return [...this.mails];
  }

  get(id: number): CapturedMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails = [];
  }
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  port: number;
  mailbox: Mailbox;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  mailbox?: Mailbox;
}

function formatAddress(address: Address): string[] {
  if ('group' in address && Array.isArray(address.group)) {
    return address.group.flatMap(formatAddress);
  }
  const email = 'address' in address ? (address.address ?? '') : '';
  return [address.name ? `${address.name} <${email}>` : email];
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export async function startSmtpCatcher(options: SmtpCatcherOptions): Promise<SmtpCatcher> {
  const host = options.host ?? '127.0.0.1';
  const mailbox = options.mailbox ?? new Mailbox();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No certificate to offer; plain SMTP on loopback only.
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Power Gym SMTP catcher',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'demo' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mailbox.add({
              receivedAt: new Date().toISOString(),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: email.from ? formatAddress(email.from).join(', ') : '',
              to: (email.to ?? []).flatMap(formatAddress),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error('parse')));
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${port}`,
    port,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
