// A TCP pipe between the app and PostgreSQL that a test can cut: at once, or the moment the app
// sends a given statement (mid-transaction), then restore. Plain TCP: PostgreSQL here runs
// without TLS, so statement text is visible in the client's bytes.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  proxied(url: string): string;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): Promise<void>;
  /**
   * Cuts as soon as a client sends bytes matching `pattern` (those bytes never arrive).
   * Resolves when the cut has happened.
   */
  cutOn(pattern: RegExp): Promise<void>;
  /**
   * Lets the bytes matching `pattern` through, then cuts as the database's answer to them comes
   * back (that answer never arrives): the statement ran, the app never hears how it went.
   */
  cutOnAnswerTo(pattern: RegExp): Promise<void>;
  /** Accepts connections again. */
  restore(): Promise<void>;
  /** Connections opened so far (the app's pool reconnecting shows here). */
  connections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let opened = 0;
  let trigger: { pattern: RegExp; fire: () => void; onAnswer: boolean } | undefined;
  let server: net.Server | undefined;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const onConnection = (client: net.Socket) => {
    opened += 1;
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    let recent = '';
    /** Set once the statement of a cutOnAnswerTo() went through on this connection. */
    let cutOnNextAnswer: (() => void) | undefined;
    client.on('data', (chunk: Buffer) => {
      if (trigger) {
        // Statements may straddle chunks: look at the tail of the last one too.
        recent = (recent + chunk.toString('latin1')).slice(-4096);
        if (trigger.pattern.test(recent)) {
          const { fire, onAnswer } = trigger;
          trigger = undefined;
          if (onAnswer) {
            cutOnNextAnswer = fire;
            upstream.write(chunk);
          } else {
            void cut().then(fire);
          }
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (cutOnNextAnswer) {
        const fire = cutOnNextAnswer;
        cutOnNextAnswer = undefined;
        void cut().then(fire);
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = net.createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  async function cut(): Promise<void> {
    const closing = stopListening();
    dropAll();
    await closing;
  }

  const port = await listen(0);

  return {
    port,
    proxied(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut,
    cutOn(pattern) {
      return new Promise<void>((resolve) => {
        trigger = { pattern, fire: resolve, onAnswer: false };
      });
    },
    cutOnAnswerTo(pattern) {
      return new Promise<void>((resolve) => {
        trigger = { pattern, fire: resolve, onAnswer: true };
      });
    },
    async restore() {
      if (!server) await listen(port);
    },
    connections: () => opened,
    async close() {
      trigger = undefined;
      await cut();
    },
  };
}
