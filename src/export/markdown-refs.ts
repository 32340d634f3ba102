// A Markdown file the site serves is a document that names other files: a site that renders Markdown in the browser
// fetches its home page and its sidebar as `.md`, and those name every other page's `.md` and the images. So the
// links, images and reference definitions of a Markdown file — and the `src`/`href` of the HTML it may carry — are
// references of it. Each is a guess (guess-refs.ts): kept as written, fetched at its own path, and read both against
// the Markdown file's URL and, when written bare (`guides/theming.md`), against the site's base, as renderers that
// resolve links from the site's root read it; the reading that names no file is dropped without a word.

import { addGuesses } from './guess-refs.ts';
import { RefCollector, type Ref, type TransformContext } from './refs.ts';

/** Whether a fetched file is Markdown, by its type or, when a host sends it as plain text or bytes, its name. */
export function isMarkdown(url: URL, contentType: string): boolean {
  if (/markdown/i.test(contentType)) return true;
  return /\.(?:md|markdown)$/i.test(url.pathname) && !/html|javascript|json|css/i.test(contentType);
}

// `[text](target "title")` and `![alt](target)`: the target up to a space or the closing parenthesis, or `<…>`.
const INLINE = /\]\(\s*(?:<([^<>\n]+)>|([^\s()<>]+))(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
// `[id]: target` reference definitions, at the start of a line.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s<>]+)>?/gm;
// Inline HTML: `<img src="…">`, `<a href="…">`, `<source srcset>` is left to the single-URL attributes.
const HTML_ATTR = /<[a-z][\w-]*\b[^>]*?\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
// Code is not read: a fence (``` or ~~~) up to its closing fence, and inline code spans.
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
const CODE_SPAN = /`[^`\n]+`/g;

const MAX_TARGETS = 5_000;

/** The file references a Markdown document makes, all guesses. */
export function markdownRefs(text: string, ctx: TransformContext): Ref[] {
  const prose = text.replace(FENCE, '').replace(CODE_SPAN, '');
  const targets: string[] = [];
  for (const re of [INLINE, DEFINITION, HTML_ATTR]) {
    re.lastIndex = 0;
    for (let m = re.exec(prose); m !== null && targets.length < MAX_TARGETS; m = re.exec(prose)) {
      const target = m[1] ?? m[2];
      if (target) targets.push(target);
    }
  }
  const out = new RefCollector();
  for (const raw of targets) {
    let target = raw.replace(/#.*$/, '');
    try {
      target = decodeURI(target);
    } catch {}
    if (target) addGuesses(out, target, ctx.url, ctx, 'markdown link', true);
  }
  return out.refs;
}
