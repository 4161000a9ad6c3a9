import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/free-port';

// A throw-away PostgreSQL cluster of the drill's own (never the machine's shared server, which
// other tests use): initdb into a temp dir, pg_ctl start/stop on a free port.

export interface PrivatePostgres {
  url: string;
  start: () => void;
  stop: () => void;
  destroy: () => void;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** Why the drill cannot run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!binDir()) return 'initdb not found under /usr/lib/postgresql/*/bin';
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no postgres user to run initdb as';
    }
  }
  return undefined;
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('initdb not found');
  const dir = mkdtempSync(join(tmpdir(), 'zuban-pg-'));
  const asRoot = userInfo().uid === 0;
  // initdb and the server refuse to run as root: run them as postgres, in a directory it owns.
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const exec = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(cmd as string, argv as string[], { stdio: 'pipe', timeout: 60_000 });
  };
  const data = join(dir, 'data');
  exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE zuban');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/zuban`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
