// The synthetic docs site: a deterministic model of N pages and ~200 shared assets, shaped like a
// Next.js 16 App Router build (Turbopack chunk names, flight rows, next/image variants), and the
// renderers that turn one page of the model into HTML or an RSC payload. Pure: no I/O, no clock.
// Pages are rendered on request from a seeded generator; only the shared assets are held in memory.

import { createHash } from 'node:crypto';

export interface SiteConfig {
  pages: number;
  seed: number;
  /** A later version of the same site (the delta bench): round n edits the text of a different 1 % of pages. */
  editRound?: number;
  /** A rebuild: every JS and CSS chunk gets a new content-hash name (and so every page names new files). */
  build?: number;
}

export interface Asset {
  path: string;
  type: string;
  body: Buffer;
}

export interface PageModel {
  index: number;
  path: string;
  title: string;
  section: number;
  css: string[];
  js: string[];
  fonts: string[];
  /** Public image shown through next/image (`/images/hero-N.png`), on some pages. */
  hero?: string;
  /** Static-import image (`/_next/static/media/…png`) passed as an RSC prop, on some pages. */
  figure?: string;
  sidebar: string[];
  prev?: string;
  next?: string;
  paragraphs: number;
}

export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const BUILD_ID = 'bEnChSiTe0001';
/** Next.js `redirects()` entry, linked from every page footer. */
export const REDIRECT_FROM = '/docs/old-start';

const WORDS = (
  'the a an export static page route layout segment payload server client component render stream chunk ' +
  'cache build deploy bundle manifest asset image font style script module import config option value ' +
  'request response header status redirect error retry timeout queue worker pool agent socket network ' +
  'latency memory disk file path query hash digest archive compress verify install run test bench docs ' +
  'guide reference api section sidebar navigation link prefetch hydrate react next turbopack webpack ' +
  'should must may can will does uses returns accepts writes reads keeps sends gets sets makes finds ' +
  'every each one two many some all no first last next previous other same new old small large fast slow'
).split(' ');
const SECTION_WORDS = [
  'getting-started',
  'guides',
  'api-reference',
  'components',
  'configuration',
  'deployment',
  'routing',
  'data-fetching',
  'styling',
  'optimizing',
  'testing',
  'authentication',
  'caching',
  'internationalization',
  'middleware',
  'observability',
  'security',
  'migrations',
  'cli',
  'integrations',
];

// ---------------------------------------------------------------- seeded randomness

export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function randomBytes(seed: number, size: number, magic: string): Buffer {
  const next = rng(seed);
  const buf = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i += 4) buf.writeUInt32LE((next() * 4294967296) >>> 0, Math.min(i, size - 4));
  buf.write(magic, 0, 'latin1');
  return buf;
}

function words(next: () => number, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(WORDS[Math.floor(next() * WORDS.length)]!);
  return out.join(' ');
}

// ---------------------------------------------------------------- the shared assets

export interface AssetCatalog {
  byPath: Map<string, Asset>;
  css: string[];
  js: string[];
  fonts: string[];
  media: string[];
  heroes: string[];
  lazy: string[];
  favicon: string;
  /** How pages name the favicon: with Next's content-hash query (`/favicon.ico?favicon.<hash>.ico`). */
  faviconHref: string;
}

const CHUNKS = '/_next/static/chunks/';
const MEDIA = '/_next/static/media/';

export function buildAssets(seed: number, build = 0): AssetCatalog {
  const b = build ? `b${build}` : '';
  const byPath = new Map<string, Asset>();
  const add = (path: string, type: string, body: Buffer): string => {
    byPath.set(path, { path, type, body });
    return path;
  };
  const next = rng(seed ^ 0x5eed);
  const size = (min: number, max: number) => min + Math.floor(next() * (max - min));

  const fonts = Array.from({ length: 8 }, (_, i) =>
    add(`${MEDIA}inter_${i}-s.p.${hex(`font${seed}${i}`, 8)}.woff2`, 'font/woff2', randomBytes(seed + i * 7919, size(15_000, 35_000), 'wOF2')),
  );
  const media = Array.from({ length: 24 }, (_, i) =>
    i % 2 === 0
      ? add(
          `${MEDIA}icon-${i}.${hex(`svg${seed}${i}`, 8)}.svg`,
          'image/svg+xml',
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M${words(next, 200).replace(/[^a-z ]/g, '').length} 2${'L3 4 '.repeat(size(50, 300))}Z"/></svg>`,
          ),
        )
      : add(`${MEDIA}bg-${i}.${hex(`png${seed}${i}`, 8)}.png`, 'image/png', randomBytes(seed + i * 104729, size(5_000, 40_000), '\x89PNG')),
  );
  const heroes = Array.from({ length: 10 }, (_, i) =>
    add(`/images/hero-${i}.png`, 'image/png', randomBytes(seed + i * 15485863, size(20_000, 60_000), '\x89PNG')),
  );
  const favicon = add('/favicon.ico', 'image/x-icon', randomBytes(seed + 3, 4_286, '\0\0\x01\0'));

  // Lazy chunks are named only inside other JS (Turbopack's `e.l("static/chunks/…")`); the last names none.
  const lazyNames = Array.from({ length: 3 }, (_, i) => `${CHUNKS}${hex(`lazy${seed}${b}${i}`, 13)}.js`);
  lazyNames.forEach((path, i) => {
    const inner = lazyNames[i + 1] ? `e.l("${lazyNames[i + 1]!.slice(1 + '_next/'.length)}");` : '';
    add(path, 'application/javascript', Buffer.from(jsBody(next, size(3_000, 20_000), inner)));
  });
  const js = Array.from({ length: 90 }, (_, i) => {
    let extra = '';
    if (i === 0) extra = 'var CHUNK_BASE_PATH=typeof TURBOPACK_CHUNK_BASE_PATH=="string"?TURBOPACK_CHUNK_BASE_PATH:"/_next/";';
    if (i === 1) extra = `r.lazy(()=>e.l("${lazyNames[0]!.slice(1 + '_next/'.length)}"));`;
    return add(`${CHUNKS}${hex(`js${seed}${b}${i}`, 13)}.js`, 'application/javascript', Buffer.from(jsBody(next, size(4_000, 60_000), extra)));
  });
  const css = Array.from({ length: 12 }, (_, i) =>
    add(`${CHUNKS}${hex(`css${seed}${b}${i}`, 13)}.css`, 'text/css', Buffer.from(cssBody(next, i, fonts, media, size(8_000, 30_000)))),
  );

  const faviconHref = `${favicon}?favicon.${hex(`ico${seed}`, 13)}.ico`;
  return { byPath, css, js, fonts, media, heroes, lazy: lazyNames, favicon, faviconHref };
}

function jsBody(next: () => number, bytes: number, extra: string): string {
  const parts = [`(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,{`];
  let n = 0;
  while (parts.join('').length < bytes) {
    parts.push(`${Math.floor(next() * 99999)}:(e,t,r)=>{"use strict";var a=e.r(${n++});t.s(["${words(next, 1)}",()=>"${words(next, 12)}"]);`);
    if (n === 3 && extra) parts.push(extra);
    parts.push(`function f${n}(x){return x.map(y=>y*${n}).filter(Boolean).join("${words(next, 2)}")}},`);
  }
  return `${parts.join('')}}]);\n`;
}

function cssBody(next: () => number, i: number, fonts: string[], media: string[], bytes: number): string {
  const out: string[] = [];
  if (i === 0) {
    fonts.forEach((f, k) =>
      out.push(`@font-face{font-family:Inter;font-style:normal;font-weight:${300 + k * 100};font-display:swap;src:url(${f}) format("woff2")}`),
    );
  }
  // Turbopack writes CSS `url()`s relative to the chunk; mix in root-absolute ones too.
  for (let k = 0; k < 3; k++) {
    const m = media[(i * 3 + k) % media.length]!;
    out.push(`.bg-${i}-${k}{background-image:url(${k % 2 ? m : `../media/${m.slice(MEDIA.length)}`})}`);
  }
  let n = 0;
  while (out.join('').length < bytes) {
    out.push(
      `.c${i}-${n++}{margin:${Math.floor(next() * 40)}px;color:#${Math.floor(next() * 0xffffff)
        .toString(16)
        .padStart(6, '0')};font-family:Inter,system-ui}`,
    );
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- the pages

export class SiteModel {
  readonly config: SiteConfig;
  readonly assets: AssetCatalog;
  readonly paths: string[];
  readonly sectionRoots: string[];
  readonly pathIndex: Map<string, number>;
  private readonly sectionOf: number[];
  private readonly sectionPages: number[][];

  constructor(config: SiteConfig) {
    if (!Number.isInteger(config.pages) || config.pages < 3) throw new Error(`pages must be an integer >= 3, got ${config.pages}`);
    this.config = config;
    this.assets = buildAssets(config.seed, config.build ?? 0);
    const sections = Math.max(2, Math.min(60, Math.round(config.pages / 100)));
    const sectionNames = Array.from(
      { length: sections },
      (_, s) => `${SECTION_WORDS[s % SECTION_WORDS.length]}${s >= SECTION_WORDS.length ? `-${Math.floor(s / SECTION_WORDS.length)}` : ''}`,
    );
    this.paths = ['/', '/docs'];
    this.sectionOf = [-1, -1];
    this.sectionPages = sectionNames.map(() => []);
    this.sectionRoots = [];
    const roots = Math.min(sections, config.pages - 2);
    for (let s = 0; s < roots; s++) {
      this.sectionRoots.push(`/docs/${sectionNames[s]}`);
      this.sectionPages[s]!.push(this.paths.length);
      this.sectionOf.push(s);
      this.paths.push(`/docs/${sectionNames[s]}`);
    }
    for (let k = 0; this.paths.length < config.pages; k++) {
      const s = k % roots;
      const next = rng(config.seed + k);
      const slug = `${words(next, 2).replace(/ /g, '-')}-${Math.floor(k / roots)}`;
      this.sectionPages[s]!.push(this.paths.length);
      this.sectionOf.push(s);
      this.paths.push(`/docs/${sectionNames[s]}/${slug}`);
    }
    this.pathIndex = new Map(this.paths.map((p, i) => [p, i]));
  }

  page(index: number): PageModel {
    const path = this.paths[index]!;
    const section = this.sectionOf[index]!;
    const a = this.assets;
    const next = rng(this.config.seed * 31 + index);
    const sec = Math.max(section, 0);
    const siblings = section < 0 ? this.sectionRoots.map((p) => this.pathIndex.get(p)!) : this.sectionPages[section]!;
    const at = siblings.indexOf(index);
    const from = Math.max(0, Math.min(at - 20, siblings.length - 40));
    const window = siblings.slice(from, from + 40).map((i) => this.paths[i]!);
    const pick = (list: string[], k: number) => list[(Math.floor(next() * list.length) + k) % list.length]!;
    return {
      index,
      path,
      title: index === 0 ? 'Home' : path.split('/').pop()!.replace(/-/g, ' '),
      section,
      css: [a.css[0]!, a.css[1]!, a.css[2 + (sec % (a.css.length - 2))]!],
      js: [
        a.js[0]!,
        a.js[1]!,
        a.js[2]!,
        a.js[3]!,
        a.js[4]!,
        a.js[5 + ((sec * 3) % 81)]!,
        a.js[6 + ((sec * 3) % 81)]!,
        a.js[7 + ((sec * 3) % 81)]!,
        pick(a.js, 0),
        pick(a.js, 1),
      ],
      fonts: [a.fonts[0]!, a.fonts[1]!],
      hero: index % 5 === 0 ? a.heroes[(index / 5) % a.heroes.length] : undefined,
      figure: index % 7 === 3 ? a.media[1 + 2 * (index % (a.media.length / 2))] : undefined,
      sidebar: [...this.sectionRoots, ...window],
      prev: index > 0 ? this.paths[index - 1] : undefined,
      next: index + 1 < this.paths.length ? this.paths[index + 1] : undefined,
      paragraphs: 4 + Math.floor(next() * 24),
    };
  }

  /** Whether this version edited the page's text (1 % of pages per edit round, a different 1 % each round). */
  edited(index: number): boolean {
    const round = this.config.editRound ?? 0;
    return round > 0 && fnv1a(`edit ${round} ${index}`) % 100 === 0;
  }

  /** The text of a paragraph of a page, as this version of the site has it. */
  paragraph(index: number, k: number): string {
    const text = paragraphText(this.config.seed, index, k);
    return k === 0 && this.edited(index) ? `${text} revised in round ${this.config.editRound}` : text;
  }

  /** Every URL a complete export must fetch: pages and the assets they reach (directly or through CSS/JS). */
  expected(): { pages: string[]; assets: string[] } {
    const assets = new Set<string>([this.assets.faviconHref]);
    for (let i = 0; i < this.paths.length; i++) {
      const p = this.page(i);
      for (const u of [...p.css, ...p.js, ...p.fonts]) assets.add(u);
      if (p.hero) {
        assets.add(p.hero);
        for (const w of IMAGE_WIDTHS) assets.add(imageUrl(p.hero, w));
      }
      if (p.figure) assets.add(p.figure);
    }
    for (const css of this.assets.css) {
      if (!assets.has(css)) continue;
      for (const m of this.assets.byPath
        .get(css)!
        .body.toString()
        .matchAll(/url\(([^)]+)\)/g)) {
        assets.add(new URL(m[1]!, `http://x${css}`).pathname);
      }
    }
    if (assets.has(this.assets.js[1]!)) for (const l of this.assets.lazy) assets.add(l);
    return { pages: [...this.paths], assets: [...assets].sort() };
  }
}

export function imageUrl(src: string, w: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`;
}

export function paragraphText(seed: number, index: number, k: number): string {
  const next = rng(seed * 7 + index * 131 + k);
  return words(next, 60 + Math.floor(next() * 60));
}
