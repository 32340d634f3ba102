// The thread archive-walk.ts runs on (started by archive-file.ts): one walk, its progress posted to the parent.
import { parentPort, workerData } from 'node:worker_threads';
import { describeError } from '../core/errors.ts';
import { type WalkMessage, type WalkRequest, walkArchive } from './archive-walk.ts';

const post = (message: WalkMessage) => parentPort!.postMessage(message);
walkArchive(workerData as WalkRequest, post).catch((error: unknown) => post({ kind: 'failed', message: describeError(error) }));
