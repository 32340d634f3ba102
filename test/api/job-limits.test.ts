// Issue 15, finding 4: one tenant must not hold every slot. The embedded queue is fair across organisations, and
// every run has a wall-clock limit and a byte budget that end it as failed, saying which.
import { afterEach, describe, expect, it } from 'vitest';
import type { StaticExportJob } from '../../src/core/types.ts';
import { createLocalJobQueue } from '../../server/api/job-queue.ts';
import { json, keys, removeDir, startTestApi, waitFor, type TestApi } from './support.ts';

describe('the embedded queue', () => {
  it("starts another organisation's job at the first free slot, ahead of one organisation's backlog", async () => {
    const queue = createLocalJobQueue({ concurrency: 2 });
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const task = (id: string) => () =>
      new Promise<void>((resolve) => {
        started.push(id);
        finish.set(id, resolve);
      });
    for (const id of ['a1', 'a2', 'a3', 'a4']) queue.add(id, task(id), 'org-a');
    queue.add('b1', task('b1'), 'org-b');
    expect(started).toEqual(['a1', 'a2']);
    expect(queue.waiting).toBe(3);
    finish.get('a1')!();
    await waitFor('a slot to be given', async () => (started.length === 3 ? true : undefined));
    expect(started[2]).toBe('b1');
    for (const id of ['a2', 'b1']) finish.get(id)!();
    await waitFor('the backlog', async () => (started.length === 5 ? true : undefined));
    for (const id of ['a3', 'a4']) finish.get(id)!();
    await queue.onIdle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    expect(queue.running).toBe(0);
  });

  it('lets a lone organisation use every slot', async () => {
    const queue = createLocalJobQueue({ concurrency: 3 });
    let peak = 0;
    let now = 0;
    const task = () => async () => {
      peak = Math.max(peak, ++now);
      await new Promise((r) => setTimeout(r, 20));
      now--;
    };
    for (let i = 0; i < 6; i++) queue.add(`j${i}`, task(), 'org-a');
    await queue.onIdle();
    expect(peak).toBe(3);
  });
});

describe('per-job limits', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    if (api) await removeDir(api.dataDir);
    api = undefined;
  });

  async function runOne(a: TestApi): Promise<StaticExportJob> {
    const { key } = await keys(a.dataDir, 'create', '--org', 'acme', '--domain', 'docs.acme.test', '--origin', 'http://127.0.0.1:3000');
    const res = await a.fetch('/v1/static-export/jobs', { ...json({ domain: 'docs.acme.test' }), key });
    const { jobId } = (await res.json()) as StaticExportJob;
    return waitFor(
      'the job to end',
      async () => {
        const job = (await (await a.fetch(`/v1/static-export/jobs/${jobId}`, { key })).json()) as StaticExportJob;
        return job.status === 'completed' || job.status === 'failed' ? job : undefined;
      },
      20_000,
    );
  }

  it('fails a run that outlives the wall-clock limit, and frees its slot', async () => {
    api = await startTestApi({ maxJobMs: 300, jobsAtOnce: 1 });
    api.fake.hold = true; // the run never finishes on its own
    const job = await runOne(api);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('the export took longer than the per-job limit of 0.3 s');
    expect(api.services.runner.activeCount('acme')).toBe(0);
  });

  it('fails a run that fetches more than the byte budget', async () => {
    api = await startTestApi({ maxJobBytes: 150 });
    const job = await runOne(api);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('the export fetched more than the 150-byte limit per job');
  });
});
