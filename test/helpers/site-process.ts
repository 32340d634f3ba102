// What the test sites' builders and servers share (fixture-site.ts: our Next.js fixture; corpus.ts: the corpus
// of real frameworks): cached builds guarded by a directory lock, and a production server started on 127.0.0.1
// in its own process group, found by the address it prints and stopped by its PID, never by name.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Every file below `dir`, skipping entries named in `skip` at any depth. */
export async function listFiles(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, skip)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** A directory lock, so two test runs on one machine never build into the same folder at once. */
export async function withLock<T>(lockDir: string, what: string, minutes: number, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + minutes * 60_000;
  await mkdir(dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      // A lock without a pid file is being created right now; one whose owner died is stale.
      if (owner > 0 && !isAlive(owner)) await rm(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${what} lock ${lockDir} held by pid ${owner} for too long`);
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

export interface SiteProcess {
  /** `http://127.0.0.1:<port>`, as the server printed it. */
  origin: string;
  pid: number;
  close(): Promise<void>;
}

export interface SiteProcessOptions {
  /** Arguments to this Node binary (the framework's CLI script first). */
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A file that marks the build as in use while the server runs, so another run does not prune it. */
  inUseMarker: string;
  /** The path that must answer (below 500) before the server counts as up. @default '/' */
  readyPath?: string;
}

/** Starts a production server; resolves once it answers. The server leads its own process group. */
export async function startSiteProcess(options: SiteProcessOptions): Promise<SiteProcess> {
  const { args, cwd, env, inUseMarker } = options;
  await mkdir(dirname(inUseMarker), { recursive: true });
  await writeFile(inUseMarker, '');
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) {
    await rm(inUseMarker, { force: true });
    throw new Error(`could not start ${args.join(' ')} in ${cwd}`);
  }
  const killOnExit = () => stopGroup(child, 'SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        stopGroup(child, 'SIGTERM');
        // next start drains keep-alive connections on SIGTERM, which can take a few seconds.
        const timer = setTimeout(() => stopGroup(child, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      await rm(inUseMarker, { force: true });
    })();
    return closing;
  };
  try {
    const origin = await readOrigin(child);
    await waitUntilAnswering(`${origin}${options.readyPath ?? '/'}`);
    return { origin, pid, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signals the child's whole process group (it was started detached), so what the server spawned goes too. */
function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** The origin the server prints (`- Local: http://127.0.0.1:41234`, `Serving "build" … at http://127.0.0.1:41234/`). */
function readOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const settle = (error: Error | null, origin = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(new Error(`${error.message}\n${output}`));
      else resolve(origin);
    };
    const timer = setTimeout(() => settle(new Error('no server address printed within 60 s')), 60_000);
    const onData = (d: Buffer) => {
      output = (output + d.toString()).slice(-8_000); // only kept for the error message
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      // `vitepress preview --host 127.0.0.1` listens there but prints `http://localhost:<port>`.
      const m = /http:\/\/(?:127\.0\.0\.1|localhost):([1-9]\d*)/.exec(plain);
      if (m) settle(null, `http://127.0.0.1:${m[1]}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => settle(new Error(`exited (${signal ?? `code ${code}`})`)));
  });
}

async function waitUntilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered: ${last}`);
}
