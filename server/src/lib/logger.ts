import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // No `redact`: no line carries request headers (see middleware/request-logger.ts), and pino's
  // redaction costs about a fifth of a cached catalogue read on every line (bench/api.mjs).
  // Asynchronous writes: a synchronous write per request line was a fifth of a cached read's CPU
  // profile. pino flushes the buffer when the process exits, signals and process.exit included.
  return pino({ level: config.logLevel }, pino.destination({ sync: false }));
}
