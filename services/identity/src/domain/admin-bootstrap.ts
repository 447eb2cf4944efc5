import type { Logger } from '@ritual/runtime';
import type { Accounts } from './accounts.js';

/** Documented default for development only; configuration refuses it in production. */
export const DEV_ADMIN_PASSWORD = 'admin123';

/** On first start creates the user admin; later starts leave its password alone. */
export async function bootstrapAdmin(accounts: Accounts, configuredPassword: string | undefined, logger: Logger) {
  if (!configuredPassword) {
    logger.warn('ADMIN_PASSWORD is not set: the user admin gets the documented development default password');
  }
  if (await accounts.ensureAdmin(configuredPassword ?? DEV_ADMIN_PASSWORD)) logger.info('created the user admin');
}
