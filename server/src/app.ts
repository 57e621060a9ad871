import compression from 'compression';
import { UPLOADED_PHOTOS_PATH } from '@power-gym/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { createReadiness, type Readiness } from './features/health/readiness.ts';
import type { Config } from './config.ts';
import { createBookings, type Bookings } from './domain/bookings/index.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { firebaseIdentity, type DeleteAccount, type VerifyIdToken } from './lib/firebase.ts';
import type { Logger } from './lib/logger.ts';
import { mediaStorage, type MediaStorage } from './lib/media-storage.ts';
import { uploadedPhotoFiles } from './features/media/media.router.ts';
import { authenticate } from './middleware/auth.ts';
import { apiNotFound, errorHandler } from './middleware/error-handler.ts';
import { createRateLimits, type RateLimitStoreFor } from './middleware/rate-limit.ts';
import { createPublicReadCache } from './middleware/public-read-cache.ts';
import { requestLogger, type ProxyTrust } from './middleware/request-logger.ts';
import { corsForApp, securityHeaders } from './middleware/security.ts';
import { clientFiles, mediaFiles, publicFiles, spaFallback } from './middleware/static-files.ts';
import { apiRoutes } from './routes.ts';
import { MAIL_VIEWER_PATH, mailViewerPages } from './sandbox/mail-viewer.router.ts';
import {
  SANDBOX_PATH,
  createMercadoPagoSandbox,
  type MercadoPagoSandbox,
} from './sandbox/mercadopago.ts';
import type { Mailbox } from './sandbox/smtp-catcher.ts';

export interface AppDeps {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  /** Verifies a Firebase ID token; defaults to firebase-admin configured from `config.firebase`. */
  verifyIdToken?: VerifyIdToken;
  /** Deletes a Firebase account; same default. */
  deleteAccount?: DeleteAccount;
  /** The SMTP catcher's mailbox, when it is in use: enables the demo mail viewer. */
  mailbox?: Mailbox;
  /** The local Mercado Pago stand-in (sandbox mode); created from `config` when absent. */
  mercadoPagoSandbox?: MercadoPagoSandbox;
  /** Where rate limits count when several instances share them (Redis); memory when absent. */
  rateLimitStore?: RateLimitStoreFor;
  /** How long a public catalogue read is served from memory (default PUBLIC_READ_TTL_MS). */
  publicReadTtlMs?: number;
  /** The place transitions (domain/bookings/); built from `config.memberships` when absent. */
  bookings?: Bookings;
  /** Where uploaded photos are kept; built from `config.media` when absent. */
  media?: MediaStorage;
  /** Set draining when a shutdown begins (main.ts): GET /ready then answers 503. */
  readiness?: Readiness;
}

/** Where the API is mounted. */
const API_PATH = '/api';
/** Catalogue reads whose answer is the same for every caller (paths under API_PATH). */
const PUBLIC_READS = [/^\/activity\/(all|\d+)$/, /^\/review\/all$/];
/**
 * How long a catalogue read stays fresh in memory; another instance shows a change at most about
 * twice this late (see public-read-cache.ts), the instance that served the write at once.
 */
export const PUBLIC_READ_TTL_MS = 1000;

/** The product's HTTP handler: main.ts listens with it, tests call it through supertest. */
export interface App {
  (req: IncomingMessage, res: ServerResponse): void;
  /** The Express app that answers all but the catalogue's hits (tests read its route table). */
  readonly express: Express;
}

/** Builds the whole HTTP app from its dependencies. */
export function createApp({ prisma, config, logger, ...deps }: AppDeps): App {
  const identity = firebaseIdentity(config.firebase);
  const verifyIdToken = deps.verifyIdToken ?? identity.verifyIdToken;
  const deleteAccount = deps.deleteAccount ?? identity.deleteAccount;
  const media = deps.media ?? mediaStorage(config.media);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const publicReads = createPublicReadCache({
    mountPath: API_PATH,
    paths: PUBLIC_READS,
    ttlMs: deps.publicReadTtlMs ?? PUBLIC_READ_TTL_MS,
  });

  app.use(securityHeaders(config));
  // Misses are filled here, and hits asked with an Origin (CORS answers each its own) leave here.
  app.use(API_PATH, corsForApp(config), publicReads.invalidateOnWrite, publicReads.serve);
  app.use(compression());

  app.use(
    API_PATH,
    express.json({ limit: config.bodyLimit }),
    authenticate({ prisma, verifyIdToken }),
    apiRoutes(prisma, {
      config,
      logger,
      deleteAccount,
      createAccount: identity.createAccount,
      passwordLink: identity.passwordLink,
      bookings: deps.bookings ?? createBookings(config.memberships),
      media,
      mailbox: deps.mailbox,
      rateLimits: createRateLimits({ storeFor: deps.rateLimitStore, logger }),
      readiness: deps.readiness ?? createReadiness(),
    }),
    apiNotFound,
  );

  if (config.mercadoPago.sandbox) {
    const sandbox =
      deps.mercadoPagoSandbox ??
      createMercadoPagoSandbox({
        settings: config.mercadoPago,
        publicUrl: config.publicUrl,
        logger,
      });
    app.use(SANDBOX_PATH, sandbox.router);
  }
  if (deps.mailbox && config.nodeEnv !== 'production') {
    app.use(MAIL_VIEWER_PATH, mailViewerPages(deps.mailbox));
  }

  app.use(UPLOADED_PHOTOS_PATH, uploadedPhotoFiles(media));
  app.use('/media', mediaFiles());
  app.use(publicFiles());
  app.use(clientFiles(config.clientDist));
  app.use(spaFallback(config.clientDist, config.publicUrl, config.gym));
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('No encontrado');
  });

  app.use(errorHandler);

  const logRequest = requestLogger(logger, app.get('trust proxy fn') as ProxyTrust);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    logRequest(req, res);
    // The catalogue's hits are answered before Express, with the headers the whole stack gave
    // them: Express's own work per request cost more than the answer (docs/architecture.md
    // 'Performance').
    if (!publicReads.answerKnown(req, res)) app(req, res);
  };
  return Object.assign(handle, { express: app });
}
