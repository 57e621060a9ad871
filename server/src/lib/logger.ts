import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

/** Lines wait in memory until this many bytes are buffered, or at most FLUSH_EVERY_MS. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // No `redact`: no line carries request headers (see middleware/request-logger.ts), and pino's
  // redaction costs about a fifth of a cached catalogue read on every line (bench/api.mjs).
  // Buffered asynchronous writes (pino's "Asynchronous logging"): one write per request line
  // cost a cached read a fifth of its CPU (docs/architecture.md 'Performance'). pino flushes the
  // buffer when the process exits, signals and process.exit included; a SIGKILL loses at most
  // the last FLUSH_EVERY_MS of lines.
  const destination = pino.destination({ sync: false, minLength: BUFFER_BYTES });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return pino({ level: config.logLevel }, destination);
}
