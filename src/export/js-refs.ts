// Everything a script names by string, in one call for every place that reads a script (the asset stage, inline
// scripts of a page, a site's own Pagefind scripts, verify): the chunk names of the frameworks known by heart
// (scan-js.ts), the frameworks' script rules (frameworks/registry.ts) and the general guess (guess-refs.ts), in that order, so a sure
// finding wins over a guess of the same URL.

import { guessJs } from './guess-refs.ts';
import { recogniseScript } from '../frameworks/registry.ts';
import { RefCollector, type Ref, type TransformContext } from './refs.ts';
import { scanJs } from './scan-js.ts';

/** `inline`: the script is a page's own `<script>` text, where even a bare file name (`"searchindex.js"`) is guessed. */
export function jsRefs(js: string, ctx: TransformContext, inline = false): Ref[] {
  const out = new RefCollector();
  const known = new Set<string>();
  for (const ref of [...scanJs(js, ctx), ...recogniseScript(js, ctx.site, ctx.siteNotes && { file: ctx.file, notes: ctx.siteNotes })]) {
    out.add(ref);
    if (ref.raw !== undefined) known.add(ref.raw);
  }
  guessJs(js, ctx, out, known, inline);
  return out.refs;
}
