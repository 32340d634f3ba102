// One streaming pass of htmlparser2's tokenizer over a document, with no tree: the elements in document order,
// each with its decoded attributes and where its start tag sits in the text, and for the raw-text elements
// (`<script>`, `<style>`, `<title>`, `<textarea>`, `<xmp>`) where their text sits. The HTML transform decides
// what to rewrite from these and splices its edits into the original text, so nothing is ever serialised.
//
// Names and values are read as htmlparser2's Parser reads them in HTML mode (which is what cheerio's tree was
// built from): tag and attribute names lower-cased, entities in values decoded, the first of repeated
// attributes wins, and a start tag cut off by the end of the text is no element.

import { type QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

export interface ScannedElement {
  /** Lower-cased tag name. */
  name: string;
  /** Decoded attribute values by lower-cased name; the first occurrence of a name wins. */
  attribs: Record<string, string>;
  /** Index of the start tag's `<`. */
  start: number;
  /** Index just after the start tag's `>`. */
  end: number;
  /** The raw text inside a raw-text element, or null (no text, or another kind of element). */
  content: { start: number; end: number } | null;
}

/** The elements whose content the tokenizer reads as text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

class Scan implements TokenizerCallbacks {
  readonly elements: ScannedElement[] = [];
  private tagStart = 0;
  private name = '';
  private attribs: Record<string, string> = {};
  private hasAttribs = false;
  private attrName = '';
  private attrValue = '';
  /** The open raw-text element whose text the tokenizer is reading. */
  private raw: ScannedElement | null = null;

  private readonly html: string;
  private readonly bare: ReadonlySet<string>;

  constructor(html: string, bare: ReadonlySet<string>) {
    this.html = html;
    this.bare = bare;
  }

  onopentagname(start: number, end: number): void {
    this.tagStart = start - 1;
    this.name = this.html.slice(start, end).toLowerCase();
    this.hasAttribs = false;
  }
  onattribname(start: number, end: number): void {
    this.attrName = this.html.slice(start, end).toLowerCase();
  }
  onattribdata(start: number, end: number): void {
    this.attrValue += this.html.slice(start, end);
  }
  onattribentity(codepoint: number): void {
    this.attrValue += String.fromCodePoint(codepoint);
  }
  onattribend(_quote: QuoteType, _end: number): void {
    if (!this.hasAttribs) {
      this.attribs = {};
      this.hasAttribs = true;
    }
    if (!Object.hasOwn(this.attribs, this.attrName)) this.attribs[this.attrName] = this.attrValue;
    this.attrValue = '';
  }
  onopentagend(end: number): void {
    const name = this.name;
    const isRaw = RAW_TEXT.has(name);
    this.raw = null;
    // Most elements of a page are bare `<div>`s and `<li>`s with nothing to rewrite: not even an object for them.
    if (!this.hasAttribs && !isRaw && !this.bare.has(name)) return;
    const el: ScannedElement = { name, attribs: this.hasAttribs ? this.attribs : {}, start: this.tagStart, end: end + 1, content: null };
    this.elements.push(el);
    // The tokenizer reads the content of exactly these names as text, so the next text belongs to this element.
    if (isRaw) this.raw = el;
  }
  onselfclosingtag(end: number): void {
    // `<x/>`: still an element (HTML ignores the slash), but the tokenizer reads what follows as markup.
    this.onopentagend(end);
    this.raw = null;
  }
  onclosetag(): void {
    this.raw = null;
  }
  ontext(start: number, end: number): void {
    const raw = this.raw;
    if (!raw) return;
    if (raw.content) raw.content.end = end;
    else raw.content = { start, end };
  }
  ontextentity(_codepoint: number, end: number): void {
    // Only <title> decodes entities in its text; the span still runs over the entity as written.
    const raw = this.raw;
    if (!raw) return;
    if (raw.content) raw.content.end = end;
    else raw.content = { start: raw.end, end };
  }
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}
}

/**
 * The elements of `html` in document order that carry attributes, plus the raw-text elements and those named in
 * `bare` even without attributes (an element without attributes and text has nothing to rewrite, but `<head>`
 * still says where to insert).
 */
export function scanHtml(html: string, bare: ReadonlySet<string> = new Set()): ScannedElement[] {
  const scan = new Scan(html, bare);
  const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: true }, scan);
  tokenizer.write(html);
  tokenizer.end();
  return scan.elements;
}
