import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from './logger.js';

export type Database<S extends Record<string, unknown> = Record<string, never>> = NodePgDatabase<S>;

/** Creates the database named in `url` when it does not exist yet (each service owns one). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL must name a database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((err: { code?: string }) => {
        // Created meanwhile by another process: 42P04, or 23505 when both passed the catalog check at once.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

export interface PoolOptions {
  /** Connections this process may hold (README, Operations: the max_connections budget). Default 10. */
  poolSize?: number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * A pool that outlives its server: a connection PostgreSQL drops (a restart, a failover) is logged and replaced, not
 * an uncaught 'error' that ends the process; a connection that cannot be made, or a free one that
 * cannot be had, fails the call in 10 s instead of holding it for good; and TCP keepalive ends a connection whose
 * peer vanished from the network without a FIN, so the pool opens a new one.
 */
export function openDatabase<S extends Record<string, unknown>>(url: string, schema: S, options: PoolOptions = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Each connection reports its own loss, whether idle in the pool or held by a caller (a transaction waiting on other
  // work); the pool repeats an idle one's, which needs a listener too. Only the message and code are logged: pg
  // attaches the client, with its connection settings, to the error.
  pool.on('connect', (client) =>
    client.on('error', (err: Error & { code?: string }) =>
      options.logger?.warn({ error: err.message, code: err.code }, 'database connection lost; the pool opens another'),
    ),
  );
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/** Applies the drizzle-kit migrations in `folder`; a lock keeps concurrent replicas from racing. */
export async function migrateDatabase(db: NodePgDatabase<Record<string, unknown>>, folder: string): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}

/** The folder of the nearest package.json above `moduleUrl` (works from src/ and from a dist/ bundle). */
export function packageRoot(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${moduleUrl}`);
    dir = parent;
  }
  return dir;
}

export function migrationsFolder(moduleUrl: string): string {
  return join(packageRoot(moduleUrl), 'src', 'db', 'migrations');
}

/** A service's own database, created when missing and migrated to the service's latest schema. */
export async function openServiceDatabase<S extends Record<string, unknown>>(
  url: string,
  schema: S,
  serviceModuleUrl: string,
  options: PoolOptions = {},
) {
  await ensureDatabase(url);
  const opened = openDatabase(url, schema, options);
  try {
    await migrateDatabase(opened.db, migrationsFolder(serviceModuleUrl));
  } catch (err) {
    await opened.pool.end();
    throw err;
  }
  return opened;
}
