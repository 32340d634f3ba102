// The search dialog's engines, one result shape for both: Pagefind's index (`pagefind/pagefind.js`, an ES module
// that fetches WebAssembly and a few index chunks per query) on any web server, and from `file://`, where a browser
// loads neither ES modules nor WebAssembly by fetch, `file-index.js`: a classic script holding every page's
// sections (src/search/offline-search.ts), searched here in plain JavaScript.

export interface Section {
  url: string;
  title: string;
  /** HTML: escaped text and <mark>. */
  excerpt: string;
}
export interface Result extends Section {
  sections: Section[];
}
export interface Engine {
  preload?: (q: string) => void;
  search(q: string): Promise<Result[]>;
}

/** One page of file-index.js: [url, title, [[anchor, heading, snippet, other words], …]]. */
export type FileIndexSection = [string, string, string, string];
export type FileIndexPage = [string, string, FileIndexSection[]];

interface PagefindResult {
  url: string;
  meta?: { title?: string };
  excerpt: string;
  sub_results?: Section[];
}
interface Pagefind {
  options(o: object): unknown;
  init?: () => unknown;
  preload?: (q: string) => void;
  search(q: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}

export const MAX_RESULTS = 8;

export function esc(s: unknown): string {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

let pagefind: Promise<Pagefind> | null = null;
export function pagefindEngine(root: string): Promise<Engine> {
  if (!pagefind) {
    pagefind = import(`${root}_static-export/search/pagefind/pagefind.js`).then((pf: Pagefind) =>
      // baseUrl '/': result URLs stay as indexed, below the bundle's root (Pagefind would prefix its own folder).
      // init() fetches the WebAssembly and the metadata now, while the reader is still typing, not on the first
      // query.
      Promise.resolve(pf.options({ baseUrl: '/', excerptLength: 24 }))
        .then(() => pf.init?.())
        .then(() => pf),
    );
    pagefind.catch(() => {
      pagefind = null;
    });
  }
  return pagefind.then((pf) => ({
    // Pagefind's own UI does the same: the index chunks for the words typed so far load during the debounce.
    preload: (q: string) => {
      if (pf.preload) pf.preload(q);
    },
    search: (q: string) =>
      pf
        .search(q)
        .then((r) => Promise.all(r.results.slice(0, MAX_RESULTS).map((x) => x.data())))
        .then((rows) =>
          rows.map((x) => ({
            url: x.url,
            title: x.meta?.title || x.url,
            excerpt: x.excerpt,
            sections: (x.sub_results || []).map((s) => ({ url: s.url, title: s.title, excerpt: s.excerpt })),
          })),
        ),
  }));
}

let fileIndex: Promise<FileIndexPage[]> | null = null;
export function fileEngine(root: string): Promise<Engine> {
  return fileIndexPages(root).then((pages) => ({ search: (q: string) => Promise.resolve(searchRows(pages, q)) }));
}

/** Every page of `file-index.js` (a classic script: it loads on file:// too). */
export function fileIndexPages(root: string): Promise<FileIndexPage[]> {
  if (!fileIndex) {
    fileIndex = new Promise((done, fail) => {
      const s = document.createElement('script');
      s.src = `${root}_static-export/search/file-index.js`;
      s.onload = () => done((window as { __staticExportFileIndex?: FileIndexPage[] }).__staticExportFileIndex || []);
      s.onerror = () => fail(new Error('the search index is missing from this bundle'));
      document.head.appendChild(s);
    });
  }
  return fileIndex;
}

// Every word of the query must start a word of the page (as Pagefind's prefix matching does); title hits weigh
// most, then headings, then the text.
function pattern(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])(${word.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&')}[\\p{L}\\p{N}]*)`, 'iu');
}

function searchRows(pages: FileIndexPage[], q: string): Result[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!words.length) return [];
  const res: (Result & { score: number })[] = [];
  for (const p of pages) {
    let score = 0;
    let ok = true;
    let best: { s: FileIndexSection; n: number } | null = null;
    for (let k = 0; k < words.length && ok; k++) {
      const re = pattern(words[k]!);
      let hit = re.test(p[1]) ? 10 : 0;
      for (const s of p[2]) {
        const n = (re.test(s[1]) ? 5 : 0) + (re.test(`${s[2]} ${s[3]}`) ? 1 : 0);
        if (n) {
          hit += n;
          if (!best || n > best.n) best = { s, n };
        }
      }
      if (!hit) ok = false;
      else score += hit;
    }
    if (!ok) continue;
    const sec: FileIndexSection = best ? best.s : p[2][0] || ['', '', '', ''];
    const excerpt = excerptOf(sec, words);
    res.push({
      score,
      url: p[0],
      title: p[1],
      excerpt,
      sections: best && sec[0] ? [{ url: `${p[0]}#${sec[0]}`, title: sec[1], excerpt }] : [],
    });
  }
  res.sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : 1));
  return res.slice(0, MAX_RESULTS);
}

// The section's opening words with the matches marked, then the words that matched further on.
function excerptOf(sec: FileIndexSection, words: string[]): string {
  const text = sec[2] || sec[1];
  let out = esc(text);
  const more: string[] = [];
  for (const word of words) {
    const re = pattern(word);
    if (re.test(text)) out = out.replace(new RegExp(re.source, 'giu'), '$1<mark>$2</mark>');
    else {
      const w2 = re.exec(sec[3] || '');
      if (w2) more.push(`<mark>${esc(w2[2])}</mark>`);
    }
  }
  return out + (more.length ? ` … ${more.join(' … ')} …` : '');
}
