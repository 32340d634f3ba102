// Caps how deep a page nests before any tree is built from it. Everything that reads a page's content as a tree
// pays for depth: htmlparser2's Parser keeps its open elements with Array#unshift (a page of 100,000 nested `<div>`s
// took 70 s to parse, 10x the depth 100x the time), and cheerio's text and serialiser and Turndown recurse once per
// level (10,000 levels overflowed the stack and ended the export). Chromium's own parser stops nesting at 512.
//
// One linear pass of htmlparser2's tokenizer follows the open elements as its Parser would (void elements,
// the end tags a start tag implies, end tags that close nothing, self-closing tags in SVG and MathML); tags that
// would open or close an element deeper than the cap are dropped, their text kept, so the tree built from what is
// left is what the Parser would have built, cut at the cap.
import { type QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Chromium's HTML parser nests no deeper (kMaximumHTMLParserDOMTreeDepth); docs pages stay under ~60. */
export const MAX_DEPTH = 512;

const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// htmlparser2's Parser: which open elements a start tag closes first (its `openImpliesClose`).
const P = new Set(['p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((n) => [n, P] as const),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((n) => [n, FORM] as const),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ...['dd', 'dt'].map((n) => [n, new Set(['dd', 'dt'])] as const),
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((n) => [n, P] as const),
  ...['rt', 'rp'].map((n) => [n, new Set(['rt', 'rp'])] as const),
  ...['tbody', 'tfoot'].map((n) => [n, new Set(['thead', 'tbody'])] as const),
]);
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

class Depth implements TokenizerCallbacks {
  /** The open elements, innermost last, and how many of each name are open. */
  private readonly stack: string[] = [];
  private readonly open = new Map<string, number>();
  /** Parser's foreign-content flags (true inside svg/math, false inside an HTML integration point), innermost last. */
  private readonly foreign: boolean[] = [];
  private name = '';
  private tagStart = 0;
  deepest = 0;
  /** Spans of the tags dropped, in order. */
  readonly dropped: [number, number][] = [];

  private readonly html: string;
  private readonly limit: number;

  constructor(html: string, limit: number) {
    this.html = html;
    this.limit = limit;
  }

  private push(name: string): void {
    this.stack.push(name);
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
  }

  private pop(): string {
    const name = this.stack.pop()!;
    this.open.set(name, this.open.get(name)! - 1);
    return name;
  }

  onopentagname(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    this.name = name;
    this.tagStart = start - 1;
    const closes = IMPLIES_CLOSE.get(name);
    if (closes) while (this.stack.length > 0 && closes.has(this.stack.at(-1)!)) this.pop();
    if (!VOID.has(name)) {
      this.push(name);
      this.deepest = Math.max(this.deepest, this.stack.length);
      if (FOREIGN.has(name)) this.foreign.push(true);
      else if (INTEGRATION.has(name)) this.foreign.push(false);
    }
  }
  onopentagend(end: number): void {
    // The element's depth is the stack's, whether or not it stays open (a void element is at the depth it would have).
    if (this.stack.length + (VOID.has(this.name) ? 1 : 0) > this.limit) this.dropped.push([this.tagStart, end + 1]);
  }
  onselfclosingtag(end: number): void {
    this.onopentagend(end);
    // In SVG and MathML `<x/>` closes itself; in HTML the slash means nothing.
    if (this.foreign.at(-1) && this.stack.at(-1) === this.name) this.pop();
  }
  onclosetag(start: number, end: number): void {
    const name = this.html.slice(start, end).toLowerCase();
    if (FOREIGN.has(name) || INTEGRATION.has(name)) this.foreign.pop();
    const closeEnd = this.html.indexOf('>', end);
    const span: [number, number] = [start - 2, closeEnd < 0 ? this.html.length : closeEnd + 1];
    if (VOID.has(name) || !this.open.get(name)) {
      // An end tag that closes nothing: the Parser ignores it (`</p>` and `</br>` make an empty element).
      if (this.stack.length >= this.limit) this.dropped.push(span);
      return;
    }
    let depth = this.stack.length;
    while (this.pop() !== name) depth--;
    if (depth > this.limit) this.dropped.push(span);
  }
  onattribname(): void {}
  onattribdata(): void {}
  onattribentity(): void {}
  onattribend(_quote: QuoteType, _end: number): void {}
  ontext(): void {}
  ontextentity(): void {}
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}
}

export interface CappedHtml {
  /** The page with every tag deeper than the cap dropped (a space in its place); the same string when none was. */
  html: string;
  /** How deep the page nests elements, as htmlparser2's Parser builds its tree. */
  depth: number;
}

/** `html` with its elements nested at most `limit` deep: deeper tags dropped, their text kept. Linear in `html`. */
export function capNesting(html: string, limit: number): CappedHtml {
  const depth = new Depth(html, limit);
  const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: false }, depth);
  tokenizer.write(html);
  tokenizer.end();
  if (depth.dropped.length === 0) return { html, depth: depth.deepest };
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of depth.dropped) {
    if (start < at) continue;
    parts.push(html.slice(at, start), ' ');
    at = end;
  }
  parts.push(html.slice(at));
  return { html: parts.join(''), depth: depth.deepest };
}
