// Where an attribute's value sits in the source text. The scan (html-scan.ts) gives where each start tag begins
// but not where its attributes sit, so a changed attribute is located by re-reading that start tag with the HTML
// tokenizer's rules; the document is then edited in place and everything else stays byte for byte as it came.

export interface AttrSpan {
  /** Lower-cased, as the parser reports it. */
  name: string;
  /** The whole attribute, name to end of value. */
  start: number;
  end: number;
  /** The value including its quotes; equal to `end` (empty) for an attribute without a value. */
  valueStart: number;
  valueEnd: number;
}

export interface StartTag {
  attrs: AttrSpan[];
  /** Index just after the `>` (or the end of the text). */
  end: number;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}

/** Read the start tag beginning at `lt` (the `<`). */
export function readStartTag(html: string, lt: number): StartTag {
  const n = html.length;
  const attrs: AttrSpan[] = [];
  let i = lt + 1;
  while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>') i++;
  for (;;) {
    while (i < n && (isSpace(html.charCodeAt(i)) || html[i] === '/')) i++;
    if (i >= n) return { attrs, end: n };
    if (html[i] === '>') return { attrs, end: i + 1 };
    const start = i;
    i++; // the first character is part of the name even if it is `=`
    while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < n && isSpace(html.charCodeAt(j))) j++;
    if (html[j] !== '=') {
      attrs.push({ name, start, end: i, valueStart: i, valueEnd: i });
      continue;
    }
    j++;
    while (j < n && isSpace(html.charCodeAt(j))) j++;
    const valueStart = j;
    const q = html[j];
    if (q === '"' || q === "'") {
      const close = html.indexOf(q, j + 1);
      j = close < 0 ? n : close + 1;
    } else {
      while (j < n && !isSpace(html.charCodeAt(j)) && html[j] !== '>') j++;
    }
    attrs.push({ name, start, end: j, valueStart, valueEnd: j });
    i = j;
  }
}

/** An attribute value as HTML: double-quoted, `&` and `"` escaped. */
export function quoteAttr(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}
