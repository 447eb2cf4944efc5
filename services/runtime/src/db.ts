import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

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

export function openDatabase<S extends Record<string, unknown>>(url: string, schema: S, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
) {
  await ensureDatabase(url);
  const opened = openDatabase(url, schema);
  try {
    await migrateDatabase(opened.db, migrationsFolder(serviceModuleUrl));
  } catch (err) {
    await opened.pool.end();
    throw err;
  }
  return opened;
}
