// The nginx configuration shipped in every bundle (`_static-export/nginx.conf`): what a plain file host cannot
// infer, for one bundle served at `/`.
//
// - RSC requests (`RSC: 1`, notes §1/§4a) are INTERNAL rewrites to the saved payloads: `index.txt`, or
//   `__next.<segment key with / → .>.txt` for `Next-Router-Segment-Prefetch` (the name is computed from the
//   header by regex captures, so no table of keys is needed), sent as `text/x-component` with the `Vary`
//   Next sends and the headers the manifest says to replay. Never a 30x: the client would take the
//   redirected URL as the page's.
// - `next/image` URLs (and other files saved from a URL with a query) are routed by their exact query to the
//   saved file (an enumerated regex `map "$uri?$args"`).
// - Manifest redirects, the 404 page, long caching for `/_next/static/`, revalidation for pages, gzip.
// - `/docs/intro` → 301 `/docs/intro/` is nginx's own directory handling (no try_files): the pages' relative
//   links are written for the URL with the slash.
// - A path starting with `//` is a 404: merged by nginx, it would serve a page under a URL on which the page's
//   relative links resolve to another host.
//
// Only regex and tiny exact-key maps are used, so no `map_hash_*` tuning is ever needed, whatever the site size.
import { createHash } from 'node:crypto';
import type { Manifest, RscRecord } from '../core/types.ts';

export interface NginxConfigOptions {
  /** `root` of the server block: where the bundle is unpacked. Default `/usr/share/nginx/html` (the nginx image's). */
  root?: string;
  /** `listen` value. Default `80`. */
  listen?: string;
  /** `server_name`. Default `_`. */
  serverName?: string;
}

export const RSC_VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch';
const REPLAYED = /^x-nextjs-(deployment-id|stale-time)$/;
// Characters that would need escaping inside an nginx string or would be read as a variable.
const UNSAFE = /[\s"'\\$;{}#]/;

function quote(value: string): string {
  return `"${value}"`;
}

function regexEscape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function segmentFileDepth(manifest: Manifest): number {
  let depth = 1;
  for (const page of manifest.pages) {
    for (const r of page.rsc) if (r.segment) depth = Math.max(depth, r.segment.split('/').length - 1);
  }
  return depth + 1;
}

function dirOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i === -1 ? '/' : `/${file.slice(0, i + 1)}`;
}

/** Regex map entries turning a segment key of n parts into `__next.a.b.txt` (captures never hold a `/`). */
function segmentMap(depth: number): string[] {
  const lines: string[] = [];
  for (let n = 1; n <= depth; n++) {
    const pattern = `^${'/([^/]*)'.repeat(n)}$`;
    const name = Array.from({ length: n }, (_, i) => `$${i + 1}`).join('.');
    lines.push(`    ${quote(`~${pattern}`)} ${quote(`__next.${name}.txt`)};`);
  }
  return lines;
}

function rscRecords(manifest: Manifest): RscRecord[] {
  return manifest.pages.flatMap((p) => p.rsc);
}

/** Pages whose segment payloads came without `x-nextjs-postponed` (dynamic routes): no header for them. */
function postponedExceptions(manifest: Manifest): string[] {
  const dirs = new Set<string>();
  for (const r of rscRecords(manifest)) {
    if (r.kind === 'segment' && !Object.keys(r.headers).some((h) => h.toLowerCase() === 'x-nextjs-postponed')) dirs.add(dirOf(r.file));
  }
  return [...dirs].sort().map((d) => `    ${quote(`~^${regexEscape(d)}__next\\.[^/]*\\.txt$`)} "";`);
}

/** Other replayed headers (deployment id, stale time) by payload file. */
function replayMaps(manifest: Manifest, id: string): { maps: string[]; headers: string[] } {
  const byHeader = new Map<string, Map<string, string>>();
  for (const r of rscRecords(manifest)) {
    for (const [name, value] of Object.entries(r.headers)) {
      const lower = name.toLowerCase();
      if (!REPLAYED.test(lower) || UNSAFE.test(value) || UNSAFE.test(r.file)) continue;
      const files = byHeader.get(lower) ?? new Map<string, string>();
      files.set(`/${r.file}`, value);
      byHeader.set(lower, files);
    }
  }
  const maps: string[] = [];
  const headers: string[] = [];
  for (const [name, files] of [...byHeader].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const variable = `$static_export_${id}_${name.replace(/-/g, '_')}`;
    const values = new Set(files.values());
    maps.push(`map $static_export_${id}_rsc_file ${variable} {`, '    default "";');
    if (values.size === 1) {
      // One value for every payload (the usual deployment id): no per-file table.
      maps.push(`    "~." ${quote([...values][0]!)};`);
    } else {
      for (const [file, value] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) maps.push(`    ${quote(`~^${regexEscape(file)}$`)} ${quote(value)};`);
    }
    maps.push('}', '');
    headers.push(`        add_header ${name} ${variable} always;`);
  }
  return { maps, headers };
}

/** Assets saved from a URL with a query (next/image variants, `/icon.png?v=…`): `path?query` → file. */
function queryAssetMap(manifest: Manifest): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const asset of [...manifest.assets].sort((a, b) => (a.url < b.url ? -1 : 1))) {
    const q = asset.url.indexOf('?');
    // `$uri` is decoded, so only paths without escapes can be matched against it as written.
    if (!asset.url.startsWith('/') || q === -1 || asset.url.slice(0, q).includes('%')) continue;
    if (seen.has(asset.url) || UNSAFE.test(asset.url) || UNSAFE.test(asset.file)) continue;
    seen.add(asset.url);
    lines.push(`    ${quote(`~^${regexEscape(asset.url)}$`)} ${quote(`/${asset.file}`)};`);
  }
  return lines;
}

function redirectLocations(manifest: Manifest): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const r of [...manifest.redirects].sort((a, b) => (a.from < b.from ? -1 : 1))) {
    let from: string;
    try {
      from = decodeURI(r.from).replace(/\/+$/, '');
    } catch {
      continue;
    }
    if (from === '' || UNSAFE.test(from) || UNSAFE.test(r.to) || seen.has(from)) continue;
    seen.add(from);
    const status = [301, 302, 303, 307, 308].includes(r.status) ? r.status : 308;
    // A same-site target keeps the query, as Next's redirects() does: an RSC request keeps its `_rsc`.
    const target = r.to.startsWith('/') && !r.to.includes('?') ? `${r.to}$is_args$args` : r.to;
    for (const path of [from, `${from}/`]) lines.push(`    location = ${path} { return ${status} ${target}; }`);
  }
  return lines;
}

/** A short id from the bundle, so two bundles' maps can share one nginx without clashing variable names. */
function bundleId(manifest: Manifest): string {
  return createHash('sha256').update(`${manifest.source}\0${manifest.version}`).digest('hex').slice(0, 6);
}

export function renderNginxConfig(manifest: Manifest, options: NginxConfigOptions = {}): string {
  const id = bundleId(manifest);
  const v = (name: string): string => `$static_export_${id}_${name}`;
  const root = options.root ?? '/usr/share/nginx/html';
  const notFound = manifest.notFound && !UNSAFE.test(manifest.notFound) ? `/${manifest.notFound}` : undefined;
  const replay = replayMaps(manifest, id);
  const queryAssets = queryAssetMap(manifest);
  const redirects = redirectLocations(manifest);
  const exceptions = postponedExceptions(manifest);
  const rsc = rscRecords(manifest).length > 0;

  const out: string[] = [
    `# nginx configuration for the static export of ${manifest.source} (version ${manifest.version}),`,
    `# generated by ${manifest.generator}. Goes in the http {} context, e.g. /etc/nginx/conf.d/docs.conf`,
    `# (it holds map blocks and one server block). Set root to the folder the bundle is unpacked in.`,
    '',
  ];
  if (rsc) {
    out.push(
      '# RSC requests (header RSC: 1) are answered from the saved payloads: the segment named by',
      '# Next-Router-Segment-Prefetch, else the full payload. The _rsc query is a cache buster and is ignored.',
      `map $http_rsc ${v('is_rsc')} {`,
      '    default 0;',
      '    "1" 1;',
      '}',
      '',
      `map $uri ${v('page_dir')} {`,
      '    default "/";',
      '    "~^(?<dir>.*[^/])/*$" "$dir/";',
      '}',
      '',
      `map $http_next_router_segment_prefetch ${v('rsc_name')} {`,
      '    default "__next.not-saved.txt";',
      '    "" "index.txt";',
      ...segmentMap(segmentFileDepth(manifest)),
      '}',
      '',
      `map "${v('is_rsc')}:${v('page_dir')}${v('rsc_name')}" ${v('rsc_file')} {`,
      '    default "";',
      '    "~^1:(?<file>.+)$" "$file";',
      '}',
      '',
      '# Segments say they came from the per-segment cache, except those of dynamic routes (the source did not).',
      `map ${v('rsc_file')} ${v('postponed')} {`,
      '    default "";',
      ...exceptions,
      '    "~/__next\\.[^/]*\\.txt$" "2";',
      '}',
      '',
      ...replay.maps,
    );
  }
  if (queryAssets.length > 0) {
    out.push(
      '# Files saved from URLs with a query (next/image variants /_next/image?url=…&w=…&q=…, icons with a',
      '# version query): the exact URL → the file saved for it.',
      `map "$uri?$args" ${v('query_file')} {`,
      '    # Evaluated again after the rewrite (a cached value would rewrite forever).',
      '    volatile;',
      '    default "";',
      ...queryAssets,
      '}',
      '',
    );
  }
  out.push(
    '# Pages are revalidated on every use (cheap: ETag → 304); other files are kept for an hour.',
    `map $sent_http_content_type ${v('cache')} {`,
    '    default "public, max-age=3600";',
    '    "~^text/html" "public, max-age=0, must-revalidate";',
    '}',
    '',
    ...(rsc
      ? [
          '# A page URL answers HTML or a payload depending on request headers: caches must know.',
          `map $sent_http_content_type ${v('vary')} {`,
          '    default "";',
          `    "~^text/html" "${RSC_VARY}";`,
          '}',
          '',
        ]
      : []),
    'server {',
    `    listen ${options.listen ?? '80'};`,
    `    server_name ${options.serverName ?? '_'};`,
    `    root ${root};`,
    '    index index.html;',
    '    # Relative Location headers: right behind any proxy or port mapping.',
    '    absolute_redirect off;',
    '    charset utf-8;',
    '    charset_types text/css application/javascript application/json text/plain text/x-component;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_min_length 1024;',
    '    gzip_types text/css application/javascript application/json image/svg+xml text/plain text/x-component application/manifest+json;',
  );
  if (notFound) out.push(`    error_page 404 ${notFound};`);
  out.push(
    '    # A path starting with // is refused, as `static-export serve` does: nginx merges the slashes and would',
    '    # serve //evil.example/..%2f/docs/ as docs/index.html, under a URL whose relative links a browser resolves',
    '    # to paths starting with //, which name another host.',
    '    if ($request_uri ~ "^//") { return 404; }',
    '',
  );
  if (redirects.length > 0) out.push('    # Redirects the source site answered with.', ...redirects, '');
  out.push(
    '    location / {',
    ...(rsc ? [`        if (${v('rsc_file')}) { rewrite ^ /__static_export_rsc${v('rsc_file')} last; }`] : []),
    // The trailing `?` drops the query, so the rewritten request never matches the map again.
    ...(queryAssets.length > 0 ? [`        if (${v('query_file')}) { rewrite ^ ${v('query_file')}? last; }`] : []),
    `        add_header Cache-Control ${v('cache')} always;`,
    ...(rsc ? [`        add_header Vary ${v('vary')} always;`] : []),
    '    }',
    '',
    '    # Content-hashed names: a new build gives new names.',
    '    location ^~ /_next/static/ {',
    '        add_header Cache-Control "public, max-age=31536000, immutable" always;',
    '    }',
    '',
  );
  out.push(
    '    # next/image URLs answer only with saved variants (nginx cannot resize).',
    '    location = /_next/image {',
    ...(queryAssets.length > 0 ? [`        if (${v('query_file')}) { rewrite ^ ${v('query_file')}? last; }`] : []),
    '        return 404;',
    '    }',
    '',
  );
  if (rsc) {
    out.push(
      '    location ^~ /__static_export_rsc/ {',
      '        internal;',
      '        rewrite ^/__static_export_rsc(/.*)$ $1 break;',
      '        types { }',
      '        default_type text/x-component;',
      '        add_header Cache-Control "public, max-age=0, must-revalidate" always;',
      `        add_header Vary "${RSC_VARY}" always;`,
      `        add_header x-nextjs-postponed ${v('postponed')} always;`,
      ...replay.headers,
      '    }',
      '',
    );
  }
  if (notFound) {
    out.push(`    location = ${notFound} {`, '        add_header Cache-Control "no-cache" always;', '    }', '');
  }
  out.push('}', '');
  return out.join('\n');
}
