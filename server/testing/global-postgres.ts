import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/**
 * Vitest's global setup for the server's tests: one PostgreSQL for the whole run, where each test
 * file creates a database of its own (test-database.ts). TEST_DATABASE_ADMIN_URL points the
 * tests at a real server instead (a database they may create databases on).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresDataDir: string;
    postgresPort: number;
  }
}

const PORT = Number(process.env.TEST_POSTGRES_PORT ?? 5439);
// A cluster per port: two runs side by side (TEST_POSTGRES_PORT apart) must not share one data
// directory, or the second's start and stop pull the first's server from under it.
const DATA_DIR = PORT === 5439 ? '.data/test-postgres' : `.data/test-postgres-${PORT}`;

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_ADMIN_URL;
  project.provide('postgresDataDir', DATA_DIR);
  project.provide('postgresPort', PORT);
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  const postgres = await startEmbeddedPostgres({
    dataDir: DATA_DIR,
    port: PORT,
    database: 'postgres',
  });
  project.provide('postgresAdminUrl', postgres.urlFor('postgres'));
  return () => postgres.stop();
}
