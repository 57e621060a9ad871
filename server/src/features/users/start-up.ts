import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { createFirebaseAuth } from '../../lib/firebase.ts';
import type { Logger } from '../../lib/logger.ts';
import { applyAdminEmails } from './admin-emails.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';

/**
 * Start-up work on identities: demo accounts in the emulator, then ADMIN_EMAILS. A Firebase that
 * does not answer is logged, not fatal: the catalogue still works and a restart retries.
 */
export async function prepareIdentities(
  prisma: PrismaClient,
  config: Pick<Config, 'firebase' | 'adminEmails'>,
  logger: Logger,
): Promise<void> {
  const auth = createFirebaseAuth(config.firebase);
  if (config.firebase.emulatorHost !== undefined) {
    try {
      const accounts = await ensureDemoAccounts(prisma, auth);
      logger.info(
        { accounts: accounts.map(({ email, role }) => ({ email, role })) },
        'demo accounts ready',
      );
      console.log(
        `Cuentas de demostración (emulador de Firebase Auth en ${config.firebase.emulatorHost}):\n${accounts
          .map(
            (a) =>
              `  ${a.email}  contraseña: ${a.password}${a.role === 'socio' ? '' : `  (${a.role})`}`,
          )
          .join('\n')}`,
      );
    } catch (error) {
      logger.warn({ err: error }, 'could not prepare the demo accounts in the Auth emulator');
    }
  }
  if (config.adminEmails.length > 0) {
    try {
      const result = await applyAdminEmails(prisma, auth, config.adminEmails);
      logger.info(result, 'ADMIN_EMAILS applied');
    } catch (error) {
      logger.warn({ err: error }, 'could not apply ADMIN_EMAILS');
    }
  }
}
