// A real nginx (Debian's nginx-light, /usr/sbin/nginx) serving a bundle with the nginx.conf the bundle ships,
// changed only in `listen` and `root`. Runs in the foreground as this user (no master process, no user
// switch), with every path nginx writes under a temporary folder; stopped by its own PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  origin: string;
  pid: number;
  /** Lines of the access log: `status method uri` (for failed-request checks). */
  accessLog(): Promise<string[]>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'HEAD', timeout: 500 }, (res) => {
      res.resume();
      done(true);
    });
    req.on('error', () => done(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** The shipped server block with `listen` and `root` pointed here; everything else byte for byte. */
export function adaptShippedConfig(shipped: string, root: string, port: number): string {
  const adapted = shipped.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`).replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`);
  if (adapted === shipped) throw new Error('the shipped nginx.conf has no listen/root lines to adapt');
  return adapted;
}

export async function startRealNginx(bundleDir: string, options: { config?: string } = {}): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`nginx is not installed at ${NGINX_BIN}: apt-get install -y nginx-light (CI's .ci/run installs it)`);
  }
  const work = await mkdtemp(join(tmpdir(), 'real-nginx-'));
  const shipped = options.config ?? (await readFile(join(bundleDir, '_static-export', 'nginx.conf'), 'utf8'));
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    await writeFile(join(work, 'site.conf'), adaptShippedConfig(shipped, bundleDir, port));
    await writeFile(
      join(work, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;',
        'worker_processes 1;',
        `pid ${join(work, 'nginx.pid')};`,
        `error_log ${join(work, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '    include /etc/nginx/mime.types;',
        '    default_type application/octet-stream;',
        `    log_format se '$status $request_method $request_uri';`,
        `    access_log ${join(work, 'access.log')} se;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${join(work, t)};`),
        `    include ${join(work, 'site.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const child: ChildProcess = spawn(NGINX_BIN, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const deadline = Date.now() + 10_000;
    let up = false;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await answers(port)) {
        up = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (up) {
      const origin = `http://127.0.0.1:${port}`;
      return {
        url: `${origin}/`,
        origin,
        pid: child.pid!,
        async accessLog() {
          return (await readFile(join(work, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
        },
        async close() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
          await rm(work, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    const log = await readFile(join(work, 'error.log'), 'utf8').catch(() => '');
    lastError = new Error(`nginx did not start: ${stderr.trim() || log.trim()}`);
    if (!/Address already in use/.test(`${stderr}${log}`)) break; // only a lost port race is worth another try
  }
  await rm(work, { recursive: true, force: true });
  throw lastError;
}
