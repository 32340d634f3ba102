// Job records behind a small interface: the embedded implementation keeps them in memory and in one JSON file per
// job under the data directory (written atomically), so every job survives a restart. A Redis- or SQL-backed store
// for several machines implements the same interface (`JobStore`; redis-job-store.ts is one).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseJobRecord } from './job-record-check.ts';
import type { JobRecord } from './job-record.ts';
import type { Logger } from './logger.ts';

export type { JobRecord, PreviousJob, StoredBundleInfo } from './job-record.ts';

/** Warnings kept in a job record; `job.warnings` still counts them all. */
export const MAX_STORED_WARNINGS = 1000;

export interface JobStore {
  create(record: JobRecord): Promise<void>;
  /** The record as last stored durably (a change is visible once written). */
  get(jobId: string): Promise<JobRecord | undefined>;
  /**
   * Applies `change` to the record and stores it. `durable: false` (progress ticks) may delay the disk write;
   * state transitions are written before the promise resolves.
   */
  update(jobId: string, change: (record: JobRecord) => void, options?: { durable?: boolean }): Promise<JobRecord>;
  list(): Promise<JobRecord[]>;
  /** Writes anything delayed; call before exit. */
  flush(): Promise<void>;
}

const JOB_ID = /^sej_[a-z2-7]{26}$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `sej_` + 26 base32 characters (130 random bits): unguessable, safe in paths and file names. */
export function newJobId(): string {
  const bytes = randomBytes(26);
  let id = 'sej_';
  for (const b of bytes) id += BASE32[b & 31];
  return id;
}

export function isJobId(value: string): boolean {
  return JOB_ID.test(value);
}

function clone(record: JobRecord): JobRecord {
  return structuredClone(record);
}

export interface FileJobStoreOptions {
  dir: string;
  logger: Logger;
  /** Longest a non-durable change waits before it is written (and visible to readers). Default 250 ms. */
  lazyWriteMs?: number;
}

export async function openFileJobStore(options: FileJobStoreOptions): Promise<JobStore> {
  const { dir, logger } = options;
  const lazyWriteMs = options.lazyWriteMs ?? 250;
  await mkdir(dir, { recursive: true });
  // `records` is the working copy; `durable` what is on disk. Readers get the durable one, so nothing a client
  // sees (progress included) can be lost by a crash: after a restart a poll never shows less than before.
  const records = new Map<string, JobRecord>();
  const durable = new Map<string, JobRecord>();
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json') || !isJobId(name.slice(0, -5))) continue;
    try {
      const parsed = parseJobRecord(await readFile(join(dir, name), 'utf8'), name.slice(0, -5));
      if ('problems' in parsed) throw new Error(`not a job record: ${parsed.problems.join(', ')}`);
      const { record } = parsed;
      records.set(record.job.jobId, record);
      durable.set(record.job.jobId, clone(record));
    } catch (error) {
      logger.error('job record unreadable, skipped', { file: name, error });
    }
  }

  // One write chain per job keeps writes in order; a lazy write is folded into the next one.
  const chains = new Map<string, Promise<void>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const write = (jobId: string): Promise<void> => {
    const timer = timers.get(jobId);
    if (timer) {
      clearTimeout(timer);
      timers.delete(jobId);
    }
    const previous = chains.get(jobId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const record = records.get(jobId);
      if (!record) return;
      const file = join(dir, `${jobId}.json`);
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      const text = JSON.stringify(record);
      await writeFile(tmp, text);
      await rename(tmp, file);
      durable.set(jobId, JSON.parse(text) as JobRecord);
    });
    const settled = next.catch((error) => logger.error('job record write failed', { jobId, error }));
    chains.set(jobId, settled);
    return next;
  };

  return {
    async create(record) {
      if (records.has(record.job.jobId)) throw new Error(`job ${record.job.jobId} exists`);
      records.set(record.job.jobId, clone(record));
      await write(record.job.jobId);
    },
    async get(jobId) {
      const record = durable.get(jobId);
      return record ? clone(record) : undefined;
    },
    async update(jobId, change, opts) {
      const record = records.get(jobId);
      if (!record) throw new Error(`no job ${jobId}`);
      change(record);
      if (opts?.durable === false) {
        if (!timers.has(jobId)) timers.set(jobId, setTimeout(() => void write(jobId).catch(() => {}), lazyWriteMs).unref());
      } else {
        await write(jobId);
      }
      return clone(record);
    },
    async list() {
      return [...durable.values()].map(clone);
    },
    async flush() {
      await Promise.all([...timers.keys()].map((id) => write(id).catch(() => {})));
      await Promise.all(chains.values());
    },
  };
}
