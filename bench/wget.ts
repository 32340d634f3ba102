// The reference row: GNU wget mirroring the same site (one connection, no RSC payloads), timed, with its
// peak RSS from GNU time when /usr/bin/time is there.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface WgetResult {
  wallMs: number;
  exitCode: number | null;
  /** HTML files saved (pages; the 404 page excluded). */
  pages: number;
  files: number;
  bytes: number;
  maxRssKB: number | null;
}

const WGET = ['/usr/bin/wget', '/usr/local/bin/wget'].find((p) => existsSync(p));
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export function wgetAvailable(): boolean {
  return WGET !== undefined;
}

async function countFiles(dir: string): Promise<{ files: number; bytes: number; pages: number }> {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    if (entry.name.endsWith('.html') && !entry.parentPath.includes('_next')) pages++;
  }
  return { files, bytes, pages };
}

export async function runWget(origin: string, dir: string): Promise<WgetResult> {
  if (!WGET) throw new Error('wget is not installed');
  const rssFile = join(dir, '..', `wget-time-${process.pid}.txt`);
  const args = ['--mirror', '--convert-links', '--page-requisites', '--adjust-extension', '--no-verbose', '-e', 'robots=off', '-P', dir, `${origin}/`];
  const [cmd, argv] = TIME ? [TIME, ['-f', '%M', '-o', rssFile, WGET, ...args]] : [WGET, args];
  const start = performance.now();
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'ignore'] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  const wallMs = performance.now() - start;
  let maxRssKB: number | null = null;
  if (TIME) {
    const lines = (await readFile(rssFile, 'utf8').catch(() => '')).trim().split('\n');
    const n = Number(lines.at(-1));
    if (Number.isFinite(n) && n > 0) maxRssKB = n;
  }
  return { wallMs, exitCode, maxRssKB, ...(await countFiles(dir)) };
}
