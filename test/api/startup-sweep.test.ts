// Issue 15, findings 5 and 6: what a crash leaves behind is swept at start-up (half-copied bundles, the scratch
// directories of runs that ended with the process), and one malformed job record is skipped and logged rather
// than stopping the server.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, startTestApi, tempDir, type TestApi } from './support.ts';

const JOB = `sej_${'a'.repeat(26)}`;
const OTHER = `sej_${'b'.repeat(26)}`;
let api: TestApi | undefined;
let dir: string;

afterEach(async () => {
  await api?.close();
  api = undefined;
  await removeDir(dir);
});

describe('start-up', () => {
  it('removes .partial bundles and work/<jobId> directories a crash left behind', async () => {
    dir = await tempDir('sx-sweep-');
    await mkdir(join(dir, 'bundles', '.incoming'), { recursive: true });
    await writeFile(join(dir, 'bundles', '.incoming', '0123456789abcdef.partial'), Buffer.alloc(1024));
    await mkdir(join(dir, 'work', JOB), { recursive: true });
    await writeFile(join(dir, 'work', JOB, 'bundle.tar.gz.partial'), Buffer.alloc(1024));
    // A job that a restart gives up on (its attempts are spent): it fails during recovery.
    const at = new Date().toISOString();
    await mkdir(join(dir, 'jobs'), { recursive: true });
    await writeFile(
      join(dir, 'jobs', `${OTHER}.json`),
      JSON.stringify({
        job: { jobId: OTHER, status: 'running', progress: 10, pageCount: 1, createdAt: at, updatedAt: at },
        org: 'acme',
        domain: 'docs.acme.test',
        url: 'http://127.0.0.1:1/',
        version: 'v1',
        attempts: 2,
      }),
    );
    await mkdir(join(dir, 'work', OTHER, 'site'), { recursive: true });
    api = await startTestApi({ dataDir: dir, maxAttempts: 2 });
    expect(existsSync(join(dir, 'bundles', '.incoming', '0123456789abcdef.partial'))).toBe(false);
    expect(existsSync(join(dir, 'work', JOB))).toBe(false);
    expect(existsSync(join(dir, 'work', OTHER))).toBe(false);
    expect((await api.services.jobs.get(OTHER))?.job.status).toBe('failed');
  });

  it('skips and logs a malformed job record (createdAt missing) instead of failing to start', async () => {
    dir = await tempDir('sx-record-');
    const at = new Date().toISOString();
    await mkdir(join(dir, 'jobs'), { recursive: true });
    await writeFile(
      join(dir, 'jobs', `${JOB}.json`),
      JSON.stringify({
        job: { jobId: JOB, status: 'queued', progress: 0, pageCount: 0, updatedAt: at },
        org: 'acme',
        domain: 'docs.acme.test',
        url: 'http://127.0.0.1:1/',
        version: 'v1',
        attempts: 0,
      }),
    );
    await writeFile(
      join(dir, 'jobs', `${OTHER}.json`),
      JSON.stringify({
        job: { jobId: OTHER, status: 'completed', progress: 100, pageCount: 1, createdAt: at, updatedAt: at },
        org: 'acme',
        domain: 'docs.acme.test',
        url: 'http://127.0.0.1:1/',
        version: 'v1',
        attempts: 1,
      }),
    );
    api = await startTestApi({ dataDir: dir });
    expect(await api.services.jobs.get(JOB)).toBeUndefined();
    expect((await api.services.jobs.get(OTHER))?.job.status).toBe('completed');
    const line = api.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'job record unreadable, skipped');
    expect(line).toMatchObject({ file: `${JOB}.json` });
    expect(String(line.error)).toMatch(/job\.createdAt missing/);
  });
});
