// Renders one page of the synthetic site as Next.js 16 App Router would serve it: the HTML document
// (with the flight data inlined as `self.__next_f.push([1,"…"])`), the full RSC payload, and the
// per-segment prefetch payloads (`/_tree`, `…/__PAGE__`).

import { BUILD_ID, IMAGE_WIDTHS, REDIRECT_FROM, imageUrl, paragraphText, type PageModel, type SiteModel } from './site-content.ts';

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

/** Flight rows of the page body (the part a `__PAGE__` segment carries). */
function contentTree(site: SiteModel, p: PageModel): string {
  const parts: string[] = [j(['$', 'h1', null, { children: p.title }])];
  for (let k = 0; k < p.paragraphs; k++) {
    parts.push(j(['$', 'p', String(k), { children: paragraphText(site.config.seed, p.index, k) }]));
    if (k % 6 === 5) parts.push(j(['$', 'pre', String(k), { children: ['$', 'code', null, { children: `npx static-export export ${p.path} --concurrency ${k}` }] }]));
  }
  if (p.hero) parts.push(j(['$', '$L3', null, { src: p.hero, alt: '', width: 1200, height: 630, sizes: '100vw', priority: false }]));
  if (p.figure) parts.push(j(['$', '$L3', null, { src: { src: p.figure, height: 400, width: 800, blurWidth: 8, blurHeight: 4 }, alt: 'figure', unoptimized: true }]));
  const nav: string[] = [];
  if (p.prev) nav.push(j(['$', '$L2', 'prev', { href: p.prev, children: `← ${label(p.prev)}` }]));
  if (p.next) nav.push(j(['$', '$L2', 'next', { href: p.next, children: `${label(p.next)} →` }]));
  nav.push(j(['$', '$L2', 'old', { href: REDIRECT_FROM, children: 'Old start page' }]));
  return `["$","main",null,{"children":[${parts.join(',')},["$","footer",null,{"children":[${nav.join(',')}]}]]}]`;
}

function sidebarTree(p: PageModel): string {
  const items = p.sidebar.map((href) => j(['$', 'li', href, { children: ['$', '$L2', null, { href, className: href === p.path ? 'active' : undefined, children: label(href) }] }]));
  return `["$","nav",null,{"className":"sidebar","children":["$","ul",null,{"children":[${items.join(',')}]}]}]`;
}

function clientRefs(p: PageModel): string {
  return [
    `1:"$Sreact.fragment"`,
    `2:I[61843,${j(p.js.slice(0, 5))},"default"]`,
    `3:I[20417,${j(p.js.slice(5))},"Image"]`,
  ].join('\n');
}

/** The full navigation payload (`RSC: 1`, `?_rsc=`): also what the HTML inlines. */
export function renderRsc(site: SiteModel, p: PageModel): string {
  const hints = [
    ...p.css.map((c) => `:HL[${j(c)},"style"]`),
    ...p.fonts.map((f) => `:HL[${j(f)},"font",{"crossOrigin":"","type":"font/woff2"}]`),
  ];
  const links = p.css.map((href, i) => j(['$', 'link', String(i), { rel: 'stylesheet', href, precedence: 'next', crossOrigin: '$undefined' }]));
  const segs = segments(p.path);
  let tree = '["__PAGE__",{}]';
  for (let i = segs.length - 1; i >= 0; i--) tree = `[${j(segs[i])},{"children":${tree}}]`;
  const root = `["",{"children":${tree}},"$undefined","$undefined",true]`;
  const row0 = `0:{"P":null,"b":${j(BUILD_ID)},"c":${j(['', ...segs])},"q":"","i":false,"f":[[${root},["$","$1","c",{"children":[[${links.join(',')}],"$L4"]}],null]],"m":"$undefined","G":["$5",[]],"s":false,"S":true}`;
  const row4 = `4:["$","html",null,{"lang":"en","children":["$","body",null,{"children":[["$","header",null,{"children":["$","$L2",null,{"href":"/","children":"Acme Docs"}]}],${sidebarTree(p)},"$L6"]}]}]`;
  const row5 = `5:[["$","meta","0",{"charSet":"utf-8"}],["$","title","1",{"children":${j(p.title)}}]]`;
  return `${clientRefs(p)}\n${hints.join('\n')}\n${row0}\n${row4}\n${row5}\n6:${contentTree(site, p)}\n`;
}

export function segmentKeys(path: string): string[] {
  return ['/_tree', `${path === '/' ? '' : path}/__PAGE__`];
}

/** A Next 16 segment-prefetch payload, or undefined for a segment that was not emitted (the server says 404). */
export function renderSegment(site: SiteModel, p: PageModel, key: string): string | undefined {
  if (key === '/_tree') {
    const segs = segments(p.path);
    let node = '{"name":"__PAGE__","paramType":null,"prefetchHints":0,"slots":null}';
    for (let i = segs.length - 1; i >= 0; i--) node = `{"name":${j(segs[i])},"paramType":null,"prefetchHints":8,"slots":{"children":${node}}}`;
    return `0:{"b":${j(BUILD_ID)},"tree":{"name":"","paramType":null,"prefetchHints":9,"slots":{"children":${node}}},"staleTime":300}\n`;
  }
  if (key === segmentKeys(p.path)[1]) {
    return `${clientRefs(p)}\n0:{"b":${j(BUILD_ID)},"rsc":${contentTree(site, p)},"loading":null,"isPartial":false}\n`;
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
    `<link rel="icon" href="${site.assets.favicon}" sizes="256x256" type="image/x-icon"/>`,
  ];
  const sidebar = p.sidebar.map((href) =>
    `<li><a${href === p.path ? ' class="active"' : ''} href="${href}">${escapeHtml(label(href))}</a></li>`).join('');
  const body: string[] = [`<h1>${escapeHtml(p.title)}</h1>`];
  for (let k = 0; k < p.paragraphs; k++) {
    body.push(`<p>${escapeHtml(paragraphText(site.config.seed, p.index, k))}</p>`);
    if (k % 6 === 5) body.push(`<pre><code>npx static-export export ${escapeHtml(p.path)} --concurrency ${k}</code></pre>`);
  }
  if (p.hero) {
    const set = IMAGE_WIDTHS.map((w) => `${escapeHtml(imageUrl(p.hero!, w))} ${w}w`).join(', ');
    body.push(`<img alt="" loading="lazy" width="1200" height="630" decoding="async" sizes="100vw" srcSet="${set}" src="${escapeHtml(imageUrl(p.hero, 3840))}" style="width:100%;height:auto"/>`);
  }
  if (p.figure) body.push(`<img alt="figure" loading="lazy" width="800" height="400" decoding="async" src="${p.figure}"/>`);
  const foot = [
    p.prev ? `<a href="${p.prev}">← ${escapeHtml(label(p.prev))}</a>` : '',
    p.next ? `<a href="${p.next}">${escapeHtml(label(p.next))} →</a>` : '',
    `<a href="${REDIRECT_FROM}">Old start page</a>`,
  ].join('');
  return `<!DOCTYPE html><html lang="en"><head>${head.join('')}</head><body>` +
    `<header><a href="/">Acme Docs</a></header><nav class="sidebar"><ul>${sidebar}</ul></nav>` +
    `<main>${body.join('')}<footer>${foot}</footer></main>${flightScripts(renderRsc(site, p))}</body></html>`;
}

export function renderNotFound(): string {
  return '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>404: This page could not be found.</title></head>' +
    '<body><h1>404</h1><h2>This page could not be found.</h2><a href="/">Home</a></body></html>';
}
