import { runner } from 'node-pg-migrate';
import { fileURLToPath } from 'node:url';

/** Versioned SQL migrations beside this folder; compiled builds copy them along. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Brings the schema up to date. node-pg-migrate holds an advisory lock meanwhile, so instances
 * starting together migrate once (the others wait, then find it done).
 */
export async function migrate(databaseUrl: string): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    // Instances starting together wait for the one that holds the lock, then find nothing to do.
    advisoryLockMode: 'wait',
    log: () => {},
  });
  return applied.map((migration) => migration.name);
}
