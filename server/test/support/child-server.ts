import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

// The real server and CLI as child processes (`node --import tsx server/src/cli/main.ts ...`): for
// the browser flows (e2e/support/server.ts) and for drills that kill, starve or restart them (kill -9,
// a fixed DATA_DIR across restarts, captured output).

const repoRoot = join(import.meta.dirname, '../../..');
const mainScript = 'server/src/cli/main.ts';

function childEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    STAFF_EMAIL_DOMAIN: 'staff.zuban.test',
    // One text-pool thread, as before threads defaulted to the core count: each thread loads every
    // model at start (~6 s of CPU), and the suites start dozens of servers on a 2-core machine.
    TEXT_POOL_THREADS: '1',
    ...env,
  };
}

export interface ChildServer {
  url: string;
  /** stdout and stderr so far: a drill prints it when a check fails. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions and calls are cut off. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface ChildServerOptions {
  /** The server's output goes to this process's stdout and stderr as it comes (`output()` is then empty). */
  inheritOutput?: boolean;
}

/** Starts `serve` on a free port and waits for /healthz (at most 60 s). */
export async function startChildServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainScript, 'serve'], {
    cwd: repoRoot,
    env: childEnv(dataDir, { PORT: String(port), PUBLIC_URL: url, ...env }),
    stdio: ['ignore', options.inheritOutput ? 'inherit' : 'pipe', options.inheritOutput ? 'inherit' : 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const up = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`server did not answer /healthz within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, output: () => log, kill9: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one CLI command (`npm run zuban -- ...args`) against DATA_DIR and waits for it (at most 60 s). */
export async function runCli(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript, ...args], {
    cwd: repoRoot,
    env: childEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
