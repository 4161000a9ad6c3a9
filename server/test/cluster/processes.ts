import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../support/free-port';

/** The repository root, where `server/src/cli/main.ts` runs from. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

export { freePort };

/** A `npm run zuban -- …` process that a drill can kill -9 and start again with the same settings. */
export interface ZubanProcess {
  readonly name: string;
  /** kill -9: no shutdown hook runs, as when a machine dies. */
  kill9(): Promise<void>;
  /** SIGTERM, waiting for the process to exit by itself. */
  stop(): Promise<void>;
  start(): void;
  running(): boolean;
  /** The last lines it printed, for a failure message. */
  tail(): string;
}

export function zubanProcess(name: string, args: string[], env: Record<string, string>): ZubanProcess {
  let child: ChildProcess | undefined;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => c.once('exit', () => r()));
  const handle: ZubanProcess = {
    name,
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    },
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async kill9() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child || !handle.running()) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      await exited(child);
      clearTimeout(forced);
    },
    tail: () => lines.slice(-20).join('\n'),
  };
  return handle;
}

/**
 * Waits until GET url answers 200 and, for /healthz, says `ready` (the text engines' models are
 * loaded), or throws after `ms` with what the process printed.
 */
export async function waitHealthy(url: string, proc: ZubanProcess | undefined, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc && !proc.running()) throw new Error(`${proc.name} exited:\n${proc.tail()}`);
    const ok = await fetch(url)
      .then(async (r) => r.ok && (await r.json().catch(() => ({}) as { ready?: boolean })).ready !== false)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${ms} ms${proc ? `:\n${proc.tail()}` : ''}`);
}

/** Runs a CLI command (`user create …`) to completion and parses the JSON it prints. */
export async function zubanCommand(args: string[], env: Record<string, string>): Promise<unknown> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    err += c.toString();
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`zuban ${args.join(' ')} exited ${code}: ${err}`);
  return JSON.parse(out) as unknown;
}

/** Waits until /healthz counts at least `count` live workers on the queue of `family`. */
export async function waitForWorkers(
  url: string,
  family: string,
  count: number,
  ms = 180_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const live = await fetch(`${url}/healthz`)
      .then((r) => r.json() as Promise<{ queue?: { families?: Record<string, { workers?: number }> } }>)
      .then((h) => h.queue?.families?.[family]?.workers ?? 0)
      .catch(() => 0);
    if (live >= count) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`fewer than ${count} ${family} workers after ${ms} ms`);
}
