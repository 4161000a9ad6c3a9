import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes';

const NGINX = '/usr/sbin/nginx';

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  const probe = spawnSync(NGINX, ['-v']);
  return probe.error ? `nginx is not installed (${NGINX}): apt-get install nginx-light` : undefined;
}

/** deploy/nginx/zuban.conf (the deployment's own file) with the listen address and API ports filled in. */
export function renderSiteConfig(listen: string, apiPorts: number[]): string {
  const template = readFileSync(join(repoRoot, 'deploy/nginx/zuban.conf'), 'utf8');
  const servers = apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n    ');
  return template.replaceAll('{{LISTEN}}', listen).replaceAll('{{API_SERVERS}}', servers);
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground with every path (pid, logs, temp files) under `dir`. */
export async function startNginx(dir: string, port: number, apiPorts: number[]): Promise<RunningNginx> {
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true });
  // Worker processes may run as another user when the master runs as root: let them write temp files.
  chmodSync(join(dir, 'temp'), 0o777);
  const main = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/zuban.conf;
}
`;
  writeFileSync(join(dir, 'zuban.conf'), renderSiteConfig(`127.0.0.1:${port}`, apiPorts));
  writeFileSync(join(dir, 'nginx.conf'), main);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/healthz`)
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
