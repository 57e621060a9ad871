import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { createBookings, type Bookings } from './domain/bookings/index.ts';
import { REPO_ROOT, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { createReadiness, type Readiness } from './features/health/readiness.ts';
import { prepareIdentities } from './features/users/start-up.ts';
import { startReservationSweep } from './jobs/reservation-sweep.ts';
import { startMembershipSweep } from './jobs/membership-sweep.ts';
import { startNoShowCheck } from './jobs/no-show-check.ts';
import { startSubscriptionSync } from './jobs/subscription-sync.ts';
import { mercadoPagoProvider } from './lib/mercadopago-provider.ts';
import { createMailTransport, startMailSender } from './jobs/mail-sender.ts';
import { startSmtpCatcher, type SmtpCatcher } from './sandbox/smtp-catcher.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { listen } from './lib/http-server.ts';
import { connectRateLimitRedis, type SharedRateLimits } from './middleware/rate-limit-redis.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnvFile(): void {
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

async function serve(
  db: Database,
  config: Config,
  logger: Logger,
  catcher: SmtpCatcher | undefined,
  sharedLimits: SharedRateLimits | undefined,
  bookings: Bookings,
  readiness: Readiness,
): Promise<Server> {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (config.seedOnStart) {
    await seed(db.prisma);
    logger.info('seed checked');
  }
  await prepareIdentities(db.prisma, config, logger);

  const app = createApp({
    prisma: db.prisma,
    config,
    logger,
    bookings,
    mailbox: catcher?.mailbox,
    rateLimitStore: sharedLimits?.storeFor,
    readiness,
  });
  const server = await listen(app, config.port);
  const url = `http://localhost:${config.port}`;
  logger.info({ url, database: db.kind }, 'listening');
  console.log(
    `\nPower Gym listo en ${url}  (base de datos: ${db.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})\n`,
  );

  if (catcher && config.nodeEnv !== 'production') {
    console.log(`Correos de la demo (servidor SMTP local): ${url}/dev/mails`);
  }
  if (config.mercadoPago.sandbox) {
    console.log('Pagos: sandbox local de Mercado Pago (no se cobra dinero real)\n');
  }
  return server;
}

/** The built-in SMTP catcher when SMTP_URL is unset; a busy port falls back to a free one. */
async function startCatcher(config: Config, logger: Logger): Promise<SmtpCatcher | undefined> {
  if (config.mail.smtpUrl !== undefined) return undefined;
  try {
    return await startSmtpCatcher({ port: config.mail.catcherPort });
  } catch (error) {
    logger.warn(
      { err: error, port: config.mail.catcherPort },
      'SMTP_CATCHER_PORT is busy; the catcher uses a free port',
    );
    return startSmtpCatcher({ port: 0 });
  }
}

async function start(config: Config, logger: Logger): Promise<void> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  logger.info({ database: db.kind }, 'database opened');
  let server: Server;
  let catcher: SmtpCatcher | undefined;
  let sharedLimits: SharedRateLimits | undefined;
  const bookings = createBookings(config.memberships);
  const readiness = createReadiness();
  try {
    if (config.redisUrl) sharedLimits = await connectRateLimitRedis(config.redisUrl, logger);
    catcher = await startCatcher(config, logger);
    server = await serve(db, config, logger, catcher, sharedLimits, bookings, readiness);
  } catch (error) {
    await catcher?.close();
    await sharedLimits?.close();
    await db.close();
    throw error;
  }
  const sweep = startReservationSweep({ prisma: db.prisma, logger, bookings });
  const membershipSweep = startMembershipSweep({
    prisma: db.prisma,
    logger,
    intervalMs: config.memberships.sweepIntervalMs,
    bookings,
  });
  const noShowCheck = startNoShowCheck(
    db.prisma,
    { noShowLimit: config.memberships.noShowLimit, publicUrl: config.publicUrl },
    logger,
  );
  const subscriptionSync = startSubscriptionSync(
    db.prisma,
    mercadoPagoProvider(config.mercadoPago),
    logger,
    config.memberships.subscriptionSyncMs,
  );
  const mailSender = startMailSender({
    prisma: db.prisma,
    transport: createMailTransport(config.mail, catcher?.url),
    logger,
    publicUrl: config.publicUrl,
  });
  handleShutdown(server, db, logger, readiness, [
    () => sweep.stop(),
    () => membershipSweep.stop(),
    () => noShowCheck.stop(),
    () => subscriptionSync.stop(),
    async () => {
      await mailSender.stop();
      await catcher?.close();
    },
    async () => {
      await sharedLimits?.close();
    },
  ]);
}

function handleShutdown(
  server: Server,
  db: Database,
  logger: Logger,
  readiness: Readiness,
  /** Background jobs to stop before the database closes. */
  stopJobs: (() => Promise<void>)[] = [],
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    // GET /ready answers 503 from now on, on connections still open, so a proxy sends no more.
    readiness.drain();
    logger.info({ signal }, 'shutting down');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await closed;
    clearTimeout(timer);
    await Promise.all(stopJobs.map((stopJob) => stopJob()));
    await db.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

async function main(): Promise<void> {
  loadEnvFile();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger(config);
  try {
    await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    console.error(
      `Power Gym no pudo iniciar: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

await main();
