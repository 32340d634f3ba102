// CSS: find every URL a stylesheet loads (`url()`, `@import`, `image-set()` strings) and rewrite it relative
// to the stylesheet's own bundle file. A tokenizer rather than one big regex, so comments, strings with escaped
// quotes and `url(` inside strings or comments are never mistaken for references.

import { RefCollector, applyEdits, hrefFor, makeRef, type Edit, type TransformContext, type TransformResult } from './refs.ts';

// Interesting tokens only; everything else is skipped by the regex engine.
const TOKEN = /\/\*|["']|\\|(?<![\w-])url\(|(?<![\w-])(?:-webkit-)?image-set\(|@import\b|[()]/gi;
const STRING = /(["'])((?:(?!\1)[^\\\n\r\f]|\\[\s\S])*)\1?/y;
// Unquoted url( … ): its content up to `)`, escapes allowed; stops at anything that makes it a bad url.
const UNQUOTED = /([ \t\n\r\f]*)((?:[^"'()\\ \t\n\r\f]|\\[\s\S])*)[ \t\n\r\f]*\)/y;
const SPACES_AND_COMMENTS = /(?:[ \t\n\r\f]+|\/\*[\s\S]*?(?:\*\/|$))*/y;

/** CSS escapes (`\29 `, `\)`) decoded; an escaped newline (a line continuation in a string) is dropped. */
export function cssUnescape(s: string): string {
  if (!s.includes('\\')) return s;
  return s.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\f]?|\r\n|([\s\S]))/g, (_m, hex: string | undefined, ch: string | undefined) => {
    if (hex !== undefined) {
      const cp = parseInt(hex, 16);
      return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(cp);
    }
    if (ch === undefined || ch === '\n' || ch === '\r' || ch === '\f') return '';
    return ch;
  });
}

/**
 * Rewrite the URLs of `css` for `ctx`, adding what it finds to `out`. `ctx.url` is the base URL (for an inline
 * style: the HTML document's base). Used by both `transformCss` and the HTML transform.
 */
export function rewriteCss(css: string, ctx: TransformContext, out: RefCollector): string {
  const edits: Edit[] = [];
  const handle = (start: number, end: number, source: string) => {
    const found = makeRef(cssUnescape(css.slice(start, end)), ctx.url, 'asset', source);
    if (!found) return;
    out.add(found.ref);
    const file = ctx.fileFor(found.ref);
    if (file !== null) edits.push({ start, end, text: hrefFor(ctx, file, found.hash) });
  };

  const imageSetDepths: number[] = [];
  let depth = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(css); m !== null; m = TOKEN.exec(css)) {
    const at = m.index;
    const tok = m[0].toLowerCase();
    if (tok === '/*') {
      const end = css.indexOf('*/', at + 2);
      TOKEN.lastIndex = end < 0 ? css.length : end + 2;
    } else if (tok === '\\') {
      TOKEN.lastIndex = at + 2;
    } else if (tok === '"' || tok === "'") {
      STRING.lastIndex = at;
      const s = STRING.exec(css)!;
      const start = at + 1;
      if (imageSetDepths.length > 0 && imageSetDepths[imageSetDepths.length - 1] === depth) {
        handle(start, start + s[2]!.length, 'css image-set()');
      }
      TOKEN.lastIndex = STRING.lastIndex;
    } else if (tok === 'url(') {
      TOKEN.lastIndex = urlToken(css, at + 4, handle);
    } else if (tok === '@import') {
      SPACES_AND_COMMENTS.lastIndex = at + 7;
      SPACES_AND_COMMENTS.exec(css);
      const after = SPACES_AND_COMMENTS.lastIndex;
      const c = css[after];
      if (c === '"' || c === "'") {
        STRING.lastIndex = after;
        const s = STRING.exec(css)!;
        handle(after + 1, after + 1 + s[2]!.length, 'css @import');
        TOKEN.lastIndex = STRING.lastIndex;
      } else {
        TOKEN.lastIndex = after; // `@import url(…)` is found as a url( token next
      }
    } else if (tok === '(') {
      depth++;
    } else if (tok === ')') {
      if (imageSetDepths[imageSetDepths.length - 1] === depth) imageSetDepths.pop();
      depth = Math.max(0, depth - 1);
    } else {
      // image-set( / -webkit-image-set(
      depth++;
      imageSetDepths.push(depth);
    }
  }
  return applyEdits(css, edits);
}

/** Parse the rest of a `url(` token starting at `pos`; returns where scanning resumes. */
function urlToken(css: string, pos: number, handle: (start: number, end: number, source: string) => void): number {
  let i = pos;
  while (i < css.length && ' \t\n\r\f'.includes(css[i]!)) i++;
  const c = css[i];
  if (c === '"' || c === "'") {
    STRING.lastIndex = i;
    const s = STRING.exec(css)!;
    handle(i + 1, i + 1 + s[2]!.length, 'css url()');
    // Consume the closing parenthesis here: url( never counted as an open parenthesis.
    let j = STRING.lastIndex;
    while (j < css.length && ' \t\n\r\f'.includes(css[j]!)) j++;
    return css[j] === ')' ? j + 1 : j;
  }
  UNQUOTED.lastIndex = pos;
  const m = UNQUOTED.exec(css);
  if (!m) {
    // A bad url (quote or space inside): the browser ignores it; skip to its end.
    const close = css.indexOf(')', pos);
    return close < 0 ? css.length : close + 1;
  }
  const value = m[2]!;
  const start = pos + m[1]!.length;
  if (value) handle(start, start + value.length, 'css url()');
  return UNQUOTED.lastIndex;
}

export function transformCss(css: string, ctx: TransformContext): TransformResult {
  const out = new RefCollector();
  const text = rewriteCss(css, ctx, out);
  return { text, refs: out.refs, kept: out.kept };
}
