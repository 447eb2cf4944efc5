import { IdentityService } from '@ritual/proto/ritual/v1/identity';
import { createLogger, openServiceDatabase, registration, runIfMain, startService } from '@ritual/runtime';
import { loadIdentityEnv } from './config.js';
import * as schema from './db/schema.js';
import { Accounts } from './domain/accounts.js';
import { bootstrapAdmin } from './domain/admin-bootstrap.js';
import { AuditLog } from './domain/audit-log.js';
import { TokenIssuer } from './domain/tokens.js';
import { UserStore } from './domain/user-store.js';
import { identityHandlers } from './handlers/identity.js';

export async function start(env: NodeJS.ProcessEnv = process.env, options: { handleSignals?: boolean } = {}) {
  const config = loadIdentityEnv(env);
  const logger = createLogger('identity', config.LOG_LEVEL);
  const { db, pool } = await openServiceDatabase(config.DATABASE_URL, schema, import.meta.url);
  try {
    const accounts = new Accounts(new UserStore(db), new TokenIssuer(config.JWT_SECRET, config.JWT_EXPIRES_IN));
    await bootstrapAdmin(accounts, config.ADMIN_PASSWORD, logger);
    return await startService({
      logger,
      env: config,
      handleSignals: options.handleSignals,
      services: [registration('ritual.v1.Identity', IdentityService, identityHandlers(accounts, new AuditLog(db)))],
      stopSteps: [{ name: 'postgres', run: () => pool.end() }],
    });
  } catch (err) {
    await pool.end();
    throw err;
  }
}

runIfMain(import.meta.url, start);
