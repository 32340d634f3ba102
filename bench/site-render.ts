// Renders one page of the synthetic site as Next.js 16 App Router would serve it: the HTML document
// (with the flight data inlined as `self.__next_f.push([1,"…"])`), the full RSC payload, and the
// per-segment prefetch payloads (`/_tree`, `…/__PAGE__`).

import { BUILD_ID, IMAGE_WIDTHS, REDIRECT_FROM, imageUrl, type PageModel, type SiteModel } from './site-content.ts';

const j = JSON.stringify;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function label(path: string): string {
  return path === '/' ? 'Home' : path.split('/').pop()!.replace(/-/g, ' ');
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const hex = (n: number) => n.toString(16);

/**
 * Row ids as Next 16.4 (Turbopack) numbers them: `1` the fragment, then one string row per client chunk
 * (`2:"/_next/static/chunks/x.js"`), then the client references (`I[id,["$2","$3"],"export"]`) that name them.
 */
interface Refs {
  rows: string[];
  link: string;
  image: string;
  next: number;
}

function clientRefs(p: PageModel): Refs {
  const rows = ['1:"$Sreact.fragment"'];
  let n = 2;
  const chunkRefs = p.js.map((c) => {
    rows.push(`${hex(n)}:${j(c)}`);
    return `$${hex(n++)}`;
  });
  const link = hex(n++);
  rows.push(`${link}:I[22016,${j(chunkRefs.slice(0, 5))},""]`);
  const image = hex(n++);
  rows.push(`${image}:I[5500,${j(chunkRefs.slice(5))},"Image"]`);
  return { rows, link, image, next: n };
}

/** The page body (what a `__PAGE__` segment carries), as one flight value. */
function contentTree(site: SiteModel, p: PageModel, refs: Refs): string {
  const parts: string[] = [j(['$', 'h1', null, { children: p.title }])];
  for (let k = 0; k < p.paragraphs; k++) {
    parts.push(j(['$', 'p', String(k), { children: site.paragraph(p.index, k) }]));
    if (k % 6 === 5)
      parts.push(j(['$', 'pre', String(k), { children: ['$', 'code', null, { children: `npx static-export export ${p.path} --concurrency ${k}` }] }]));
  }
  if (p.hero) parts.push(j(['$', `$L${refs.image}`, null, { src: p.hero, alt: '', width: 1200, height: 630, sizes: '100vw', priority: false }]));
  if (p.figure)
    parts.push(
      j(['$', `$L${refs.image}`, null, { src: { src: p.figure, width: 800, height: 400, blurWidth: 8, blurHeight: 4 }, alt: 'figure', unoptimized: true }]),
    );
  const nav: string[] = [];
  if (p.prev) nav.push(j(['$', `$L${refs.link}`, 'prev', { href: p.prev, children: `← ${label(p.prev)}` }]));
  if (p.next) nav.push(j(['$', `$L${refs.link}`, 'next', { href: p.next, children: `${label(p.next)} →` }]));
  nav.push(j(['$', `$L${refs.link}`, 'old', { href: REDIRECT_FROM, children: 'Old start page' }]));
  return `["$","$1","c",{"children":[["$","article",null,{"className":"doc","children":[${parts.join(',')},["$","nav",null,{"className":"pager","children":[${nav.join(',')}]}]]}],null]}]`;
}

function sidebarTree(p: PageModel, refs: Refs): string {
  const items = p.sidebar.map((href) =>
    j(['$', 'li', href, { children: ['$', `$L${refs.link}`, null, { href, className: href === p.path ? 'active' : '$undefined', children: label(href) }] }]),
  );
  return `["$","nav",null,{"className":"sidebar","children":["$","ul",null,{"children":[${items.join(',')}]}]}]`;
}

function hints(p: PageModel): string[] {
  return [...p.css.map((c) => `:HL[${j(c)},"style"]`), ...p.fonts.map((f) => `:HL[${j(f)},"font",{"crossOrigin":"","type":"font/woff2"}]`)];
}

/** The full navigation payload (`RSC: 1`, `?_rsc=`): also what the HTML inlines, as in Next 16.4. */
export function renderRsc(site: SiteModel, p: PageModel): string {
  const refs = clientRefs(p);
  const segs = segments(p.path);
  let n = refs.next;
  const body = hex(n++);
  const meta = hex(n++);
  // The route tree, leaf first, each level naming its child row with `$Q`.
  const treeRows: string[] = [];
  let child = hex(n++);
  treeRows.push(`${child}:[["children",{"s":"__PAGE__","h":512,"d":{"r":"$L${body}","p":false,"v":null}}]]`);
  for (let i = segs.length - 1; i >= 0; i--) {
    const row = hex(n++);
    treeRows.push(`${row}:[["children",{"s":${j(segs[i])},"h":512,"d":{"r":null,"p":false,"v":null},"c":"$Q${child}"}]]`);
    child = row;
  }
  const links = p.css.map((href, i) =>
    j(['$', 'link', String(i), { rel: 'stylesheet', href, precedence: 'next', crossOrigin: '$undefined', nonce: '$undefined' }]),
  );
  const scripts = p.js.slice(5).map((src, i) => j(['$', 'script', `script-${i}`, { src, async: true, nonce: '$undefined' }]));
  const layout = `["$","$1","c",{"children":[[${[...links, ...scripts].join(',')}],["$","html",null,{"lang":"en","children":["$","body",null,{"children":[["$","header",null,{"className":"site-header","children":["$","$L${refs.link}",null,{"href":"/","className":"brand","children":"Acme Docs"}]}],${sidebarTree(p, refs)},["$","main",null,{"className":"content","children":"$L${body}"}]]}]}]]}]`;
  const row0 = `0:{"P":null,"c":${j(['', ...segs])},"q":"","i":false,"t":{"t":{"s":"","h":528,"d":{"r":${layout},"p":false,"v":null},"c":"$Q${child}"}},"m":"$undefined","G":["$${meta}",[]],"S":true,"b":${j(BUILD_ID)}}`;
  const metaRow = `${meta}:[["$","title","0",{"children":${j(`${p.title} | Acme Docs`)}}],["$","link","1",{"rel":"icon","href":${j(site.assets.faviconHref)},"sizes":"256x256","type":"image/x-icon"}]]`;
  return [...refs.rows, ...hints(p), ...treeRows, row0, `${body}:${contentTree(site, p, refs)}`, metaRow, ''].join('\n');
}

export function segmentKeys(path: string): string[] {
  return ['/_tree', '/_full', `${path === '/' ? '' : path}/__PAGE__`];
}

/** A Next 16 segment-prefetch payload, or undefined for a segment that was not emitted (the server says 404). */
export function renderSegment(site: SiteModel, p: PageModel, key: string): string | undefined {
  const segs = segments(p.path);
  if (key === '/_tree') {
    // Next 16.4's route tree: each level a row naming its child with `$Q`; small layouts are inlined, so only
    // `/_tree`, `/_full` and `…/__PAGE__` exist (notes §2).
    const rows: string[] = [];
    let child = hex(segs.length + 1);
    rows.push(`${child}:[["children",{"s":"__PAGE__","h":160}]]`);
    for (let i = segs.length - 1; i >= 0; i--) {
      const row = hex(i + 1);
      rows.push(`${row}:[["children",{"s":${j(segs[i])},"h":96,"c":"$Q${child}"}]]`);
      child = row;
    }
    return [...hints(p), ...rows, `0:{"b":${j(BUILD_ID)},"t":{"t":{"s":"","h":80,"c":"$Q${child}"}}}`, ''].join('\n');
  }
  if (key === '/_full') return renderRsc(site, p);
  if (key === segmentKeys(p.path)[2]) {
    const refs = clientRefs(p);
    return [
      ...refs.rows,
      ...hints(p).slice(0, p.css.length),
      `0:{"t":{"t":{"s":"__PAGE__","h":160,"d":{"r":${contentTree(site, p, refs)},"p":false,"v":null}}},"b":${j(BUILD_ID)}}`,
      '',
    ].join('\n');
  }
  return undefined;
}

function flightScripts(rsc: string): string {
  // Next streams the payload in several pushes; split at row boundaries into ~4 pieces.
  const out = ['<script>(self.__next_f=self.__next_f||[]).push([0])</script>'];
  const step = Math.ceil(rsc.length / 4);
  let start = 0;
  while (start < rsc.length) {
    let end = rsc.indexOf('\n', start + step);
    end = end < 0 ? rsc.length : end + 1;
    out.push(`<script>self.__next_f.push([1,${j(rsc.slice(start, end)).replace(/</g, '\\u003c')}])</script>`);
    start = end;
  }
  return out.join('');
}

export function renderHtml(site: SiteModel, p: PageModel): string {
  const head = [
    '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    ...p.css.map((c) => `<link rel="stylesheet" href="${c}" data-precedence="next"/>`),
    ...p.fonts.map((f) => `<link rel="preload" href="${f}" as="font" crossorigin="" type="font/woff2"/>`),
    `<link rel="preload" as="script" fetchPriority="low" href="${p.js[0]}"/>`,
    ...p.js.map((s) => `<script src="${s}" async=""></script>`),
    `<title>${escapeHtml(p.title)} | Acme Docs</title><meta name="description" content="Documentation for ${escapeHtml(p.title)}"/>`,
    `<link rel="icon" href="${escapeHtml(site.assets.faviconHref)}" sizes="256x256" type="image/x-icon"/>`,
  ];
  const sidebar = p.sidebar.map((href) => `<li><a${href === p.path ? ' class="active"' : ''} href="${href}">${escapeHtml(label(href))}</a></li>`).join('');
  const body: string[] = [`<h1>${escapeHtml(p.title)}</h1>`];
  for (let k = 0; k < p.paragraphs; k++) {
    body.push(`<p>${escapeHtml(site.paragraph(p.index, k))}</p>`);
    if (k % 6 === 5) body.push(`<pre><code>npx static-export export ${escapeHtml(p.path)} --concurrency ${k}</code></pre>`);
  }
  if (p.hero) {
    const set = IMAGE_WIDTHS.map((w) => `${escapeHtml(imageUrl(p.hero!, w))} ${w}w`).join(', ');
    body.push(
      `<img alt="" loading="lazy" width="1200" height="630" decoding="async" sizes="100vw" srcSet="${set}" src="${escapeHtml(imageUrl(p.hero, 3840))}" style="width:100%;height:auto"/>`,
    );
  }
  if (p.figure) body.push(`<img alt="figure" loading="lazy" width="800" height="400" decoding="async" src="${p.figure}"/>`);
  const foot = [
    p.prev ? `<a href="${p.prev}">← ${escapeHtml(label(p.prev))}</a>` : '',
    p.next ? `<a href="${p.next}">${escapeHtml(label(p.next))} →</a>` : '',
    `<a href="${REDIRECT_FROM}">Old start page</a>`,
  ].join('');
  return (
    `<!DOCTYPE html><html lang="en"><head>${head.join('')}</head><body>` +
    `<header><a href="/">Acme Docs</a></header><nav class="sidebar"><ul>${sidebar}</ul></nav>` +
    `<main>${body.join('')}<footer>${foot}</footer></main>${flightScripts(renderRsc(site, p))}</body></html>`
  );
}

export function renderNotFound(): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>404: This page could not be found.</title></head>' +
    '<body><h1>404</h1><h2>This page could not be found.</h2><a href="/">Home</a></body></html>'
  );
}
