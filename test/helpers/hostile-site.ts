// A small loopback site that misbehaves on purpose: flaky 500s, 429 with Retry-After, a response slower than the
// client's timeout, an oversize body, path-traversal links and an infinite link space. Below `/h/`, reached only
// by exports of the base paths below it (hostileContent()), pages whose content attacks what the export makes of
// it: `/h/redirects/` redirect to script, `/h/deep/` nest past any recursion, `/h/text/` shows markup as text,
// `/h/styles/` has a stylesheet of endless url()s.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileSite {
  origin: string;
  hits: Map<string, number>;
  /** When each 429'd request was retried, in ms after the 429 was sent. */
  retryAfterGapMs: number[];
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/style.css"></head><body><h1>${title}</h1>${body}</body></html>`;

export async function startHostileSite(opts: { bigBytes: number; slowMs: number }): Promise<HostileSite> {
  const hits = new Map<string, number>();
  const retryAfterGapMs: number[] = [];
  let limitedAt = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const n = (hits.get(url.pathname) ?? 0) + 1;
    hits.set(url.pathname, n);
    const html = (s: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(s);
    };
    if (url.pathname === '/h' || url.pathname.startsWith('/h/')) return hostileContent(url, req.headers, res);
    switch (url.pathname) {
      case '/':
        return html(
          page(
            'Home',
            `<a href="/flaky">flaky</a> <a href="/limited">limited</a> <a href="/slow">slow</a>
             <a href="/big.bin">big</a> <a href="../../../../etc/passwd">up</a> <a href="/..%2f..%2f..%2fetc%2fhosts">enc</a>
             <a href="/a/%2e%2e/%2e%2e/%2e%2e/etc/shadow">dots</a> <img src="/../../../tmp/evil.png">
             <a href="/trap/1">trap</a> <a href="/missing">missing</a>`,
          ),
        );
      case '/style.css':
        res.writeHead(200, { 'content-type': 'text/css' });
        return res.end('body{background:url(/bg.png)}');
      case '/bg.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      case '/flaky':
        if (n <= 2) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('boom');
        }
        return html(page('Flaky', 'finally'));
      case '/limited':
        if (n === 1) {
          limitedAt = performance.now();
          res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' });
          return res.end('slow down');
        }
        retryAfterGapMs.push(performance.now() - limitedAt);
        return html(page('Limited', 'let in'));
      case '/slow':
        if (n === 1) {
          const timer = setTimeout(() => html(page('Slow', 'too late')), opts.slowMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        return html(page('Slow', 'quick now'));
      case '/big.bin':
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(Buffer.alloc(opts.bigBytes, 1));
      default: {
        const trap = /^\/trap\/(\d+)$/.exec(url.pathname);
        if (trap) {
          const k = Number(trap[1]);
          return html(page(`Trap ${k}`, `<a href="/trap/${k + 1}">next</a> <a href="/trap/${k}/x">deeper</a>`));
        }
        if (/^\/trap\/\d+\/x$/.test(url.pathname)) return html(page('Deeper', '<a href="/">home</a>'));
        if (
          url.pathname.startsWith('/etc') ||
          url.pathname.includes('passwd') ||
          url.pathname.includes('evil') ||
          url.pathname.includes('hosts') ||
          url.pathname.includes('shadow')
        ) {
          return html(page('Sneaky', 'a page whose path tries to climb out of the export'));
        }
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end(page('Not found', ''));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    retryAfterGapMs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** How deep the nested pages and payloads go: past what any recursive walk of a DOM or a JSON value survives. */
export const DEEP_HTML = 10_000;
export const DEEP_JSON = 100_000;
/** Distinct `url()`s in `/h/styles/many.css`. */
export const MANY_URLS = 20_000;
/** Text shown on `/h/text/xss` that is markup only if the export unescapes it. */
export const SHOWN_MARKUP = '<img src=x onerror=alert(1)>';
export const SHOWN_LINK = '[click me](javascript:alert(1))';

function hostileContent(url: URL, headers: IncomingHttpHeaders, res: ServerResponse) {
  const send = (status: number, headers: Record<string, string>, body: string | Buffer = '') => {
    res.writeHead(status, headers);
    res.end(body);
  };
  const html = (s: string) => send(200, { 'content-type': 'text/html; charset=utf-8' }, s);
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Pages answer with or without their trailing slash, as most sites do.
  switch (url.pathname.replace(/(.)\/$/, '$1')) {
    case '/h/redirects':
      return html(page('Redirects', '<a href="/h/redirects/script">script</a> <a href="/h/redirects/data">data</a> <a href="/h/redirects/vbscript">vb</a>'));
    case '/h/deep':
      return html(page('Deep pages', '<a href="/h/deep/html">deep</a> <a href="/h/deep/flight">deep flight</a> <p>Pages nested past any recursion.</p>'));
    case '/h/text':
      return html(page('Text', '<a href="/h/text/xss">xss</a> <p>Markup shown as text.</p>'));
    case '/h/styles':
      return html(page('Styles', '<a href="/h/styles/styled">styled</a>'));
    case '/h/redirects/script':
      return send(302, { location: 'javascript:alert(document.domain)' });
    case '/h/redirects/data':
      return send(301, { location: 'data:text/html,<script>alert(1)</script>' });
    case '/h/redirects/vbscript':
      return send(307, { location: 'vbscript:msgbox(1)' });
    case '/h/deep/html':
      return html(page('Deep', `<main><p>Before the pit.</p>${'<div>'.repeat(DEEP_HTML)}bottom of the pit${'</div>'.repeat(DEEP_HTML)}</main>`));
    case '/h/deep/flight': {
      const deep = `0:${'['.repeat(DEEP_JSON)}"/h/deep/html/"${']'.repeat(DEEP_JSON)}\n`;
      if (headers.rsc === '1') {
        return send(200, { 'content-type': 'text/x-component' }, deep);
      }
      return html(
        page('Deep flight', `<main><p>A payload nested ${DEEP_JSON} deep.</p></main><script>self.__next_f.push([1,${JSON.stringify(deep)}])</script>`),
      );
    }
    case '/h/text/xss':
      return html(
        `<!doctype html><html><head><title>${escaped(SHOWN_MARKUP)}</title><meta name="description" content="${escaped(SHOWN_LINK)}"></head>` +
          `<body><main><h1>${escaped(SHOWN_MARKUP)}</h1><p>Shown as text: ${escaped(SHOWN_MARKUP)} and ${escaped(SHOWN_LINK)} and &lt;javascript:alert(2)&gt;.</p>` +
          `<p><a href="javascript:alert(3)">a script link</a> <a href="data:text/html,x">a data link</a> <a href=" JaVaScRiPt:alert(4)">spaced</a></p></main></body></html>`,
      );
    case '/h/styles/styled':
      return html(
        `<!doctype html><html><head><title>Styled</title><link rel="stylesheet" href="/h/styles/many.css"><link rel="stylesheet" href="/h/styles/few.css"></head><body><main><p>Styled page.</p></main></body></html>`,
      );
    case '/h/styles/many.css': {
      const rules: string[] = [];
      for (let i = 0; i < MANY_URLS; i++) rules.push(`.r${i}{background:url(/h/styles/img/${i}.png)}`);
      return send(200, { 'content-type': 'text/css' }, rules.join('\n'));
    }
    case '/h/styles/few.css':
      return send(200, { 'content-type': 'text/css' }, 'body{background:url(/h/styles/img/few.png)}');
    default:
      if (url.pathname.startsWith('/h/styles/img/')) {
        return send(200, { 'content-type': 'image/png' }, Buffer.from('89504e470d0a1a0a', 'hex'));
      }
      return send(404, { 'content-type': 'text/html' }, '<!doctype html><title>Not found</title>');
  }
}
