// The entry of a transform worker thread (transform-pool.ts starts them): tinypool calls the default export with
// each task. Its own file because a worker loads a module by path: `.ts` from the sources (Node strips the types),
// `.js` from lib/ and, as its own esbuild entry, beside the Action's dist/index.js.
import Tinypool from 'tinypool';
import { runTask, type TransformTask } from './transform-task.ts';

/** The reply, with the file's bytes moved to the crawl's thread rather than copied (tinypool's transferable wrapper). */
export default function transform(task: TransformTask): unknown {
  const reply = runTask(task);
  return Tinypool.move({ [Tinypool.transferableSymbol]: [reply.bytes.buffer], [Tinypool.valueSymbol]: reply } as never);
}
