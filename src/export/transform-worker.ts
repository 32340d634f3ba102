// The entry of a transform worker thread (transform-pool.ts starts them): tinypool calls the default export with
// each task. Its own file because a worker loads a module by path: `.ts` from the sources (Node strips the types),
// `.js` from lib/ and, as its own esbuild entry, beside the Action's dist/index.js.
import { runTask } from './transform-task.ts';

export default runTask;
