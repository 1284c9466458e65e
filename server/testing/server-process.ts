import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { SERVER_READY_LINE } from '../config.ts';

/** A free loopback port, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line it printed (JSON logs). */
  lines: string[];
  stop(): Promise<void>;
  /** Kills it with no chance to finish anything (SIGKILL), as a crash or `kill -9` would. */
  kill(): Promise<void>;
}

/** Runs `server/main.ts` as its own process, as a deployment would, and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, WATCHFLOOR_PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${lines.join('\n')}`)), 30_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes(SERVER_READY_LINE)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${lines.join('\n')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // tsx runs the server in a node process of its own: kill that one first (Linux).
        const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8');
        for (const pid of children.trim().split(/\s+/).filter(Boolean)) {
          process.kill(Number(pid), 'SIGKILL');
        }
        child.kill('SIGKILL');
      }),
  };
}
