// The entry of a transform worker thread (transform-pool.ts starts them): tinypool calls the default export with
// each task. Its own file because a worker loads a module by path: `.ts` from the sources (Node strips the types),
// `.js` from lib/ and, as its own esbuild entry, beside the Action's dist/index.js.
//
// The reply's bytes are copied back, not moved: tinypool's transfer wrapper (`Tinypool.move`) is recognised by a
// symbol private to tinypool's module, and in the Action's bundle this file and tinypool's worker entry each carry
// their own copy of it, so a moved reply arrived wrapped (dist.test.ts). A copy of a page's bytes is one memcpy.
import { runTask } from './transform-task.ts';

export default runTask;
