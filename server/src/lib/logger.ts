import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  // No `redact`: no line carries request headers (see middleware/request-logger.ts), and pino's
  // redaction costs about a fifth of a cached catalogue read on every line (bench/api.mjs).
  return pino({ level: config.logLevel });
}
