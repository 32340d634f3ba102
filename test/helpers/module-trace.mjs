// Preloaded with `node --import` into a CLI run: on exit, writes every module URL the process loaded, one a line,
// to the file in MODULE_TRACE_FILE, so a test can check what a command loads without timing it.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded = new Set();
registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => writeFileSync(process.env.MODULE_TRACE_FILE, [...loaded].join('\n')));
