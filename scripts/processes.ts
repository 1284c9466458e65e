import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createConnection } from 'node:net';
import { createInterface } from 'node:readline';
import { READY_LINE } from '../reference-service/config.ts';

/** A command from node_modules/.bin, so no npx wrapper is left running when we stop it. */
export const bin = (name: string) => `node_modules/.bin/${name}`;

/** Runs a command to completion with its output on this terminal; resolves to its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command to completion with its output (stdout and stderr, in order) kept rather than
 * shown, for commands that run side by side; resolves to its exit code and that output.
 */
export function runCaptured(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.once('error', (error) => {
      resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` });
    });
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output() }),
    );
  });
}

/** Starts a long-running command whose output lines are prefixed with its name. */
export function startLabelled(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void = () => {},
): ChildProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${label}] ${line}`);
      onLine(line);
    });
  }
  return child;
}

/** Resolves once something accepts TCP connections on host:port. */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on ${host}:${port} within ${timeoutMs / 1000} s`);
}

/** Asks a child to stop, and kills it if it has not exited after graceMs. */
export function stop(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the reference service (`tsx reference-service/main.ts` with these extra arguments and variables
 * over this process's environment); `ready` resolves when it prints its ready line.
 */
export function startReferenceService(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  watch = false,
): { child: ChildProcess; ready: Promise<void> } {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const child = startLabelled(
    label,
    bin('tsx'),
    [...(watch ? ['watch', '--clear-screen=false'] : []), 'reference-service/main.ts', ...args],
    { ...process.env, ...env },
    (line) => {
      if (line.includes(READY_LINE)) markReady();
    },
  );
  return { child, ready };
}

/** Resolves once `url` answers 200; rejects if `child` exits first. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process stopped before ${url} answered`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the Watchfloor server: compiled (`node build/server/main.js`, as in production), or
 * from source with tsx (`watch` restarts it on change). `ready` resolves once `/healthz`
 * answers (whatever LOG_LEVEL hides from its log).
 */
export function startWatchfloorServer(
  label: string,
  options: { compiled: boolean; watch?: boolean; env: NodeJS.ProcessEnv },
): { child: ChildProcess; ready: Promise<void> } {
  const [command, args] = options.compiled
    ? [process.execPath, ['build/server/main.js']]
    : [bin('tsx'), [...(options.watch ? ['watch', '--clear-screen=false'] : []), 'server/main.ts']];
  const env = { ...process.env, ...options.env };
  const child = startLabelled(label, command, args, env);
  const host = env.WATCHFLOOR_HOST ?? '127.0.0.1';
  const port = env.WATCHFLOOR_PORT ?? '4300';
  return { child, ready: answering(`http://${host}:${port}/healthz`, child) };
}
