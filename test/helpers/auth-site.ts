// A docs site behind authentication, on loopback: every path answers 401 unless the request carries the expected
// Authorization header and session cookie. Its pages name a second origin (a stylesheet, an image, and a page
// that redirects there), which records the headers it was sent, so a test can prove the credentials never left
// the source origin. With `echo`, the source also puts the session cookie's value back into what it serves, as a
// servlet container does when it rewrites URLs (`/b/;jsessionid=<value>/`): in links, a canonical link, an image's
// query and the text of a page; and the other origin lures the export back to the source (a stylesheet whose
// url() names a source path, an image that redirects to one), which must be fetched without the credentials.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const AUTH_TOKEN = 'tok-Zx81-very-secret';
export const AUTH_COOKIE = 'sess-Q7v2-very-secret';

export interface AuthSite {
  origin: string;
  /** The other origin (another port): what it was asked, with the headers. */
  otherOrigin: string;
  otherRequests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  /** Requests the source answered 401. */
  refused: number;
  /** Every request of the source: its URL and whether it carried the credentials. */
  sourceRequests: Array<{ url: string; authorized: boolean }>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startAuthSite(opts: { echo?: boolean } = {}): Promise<AuthSite> {
  const otherRequests: AuthSite['otherRequests'] = [];
  const other = createServer((req, res) => {
    otherRequests.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/theme.css') res.writeHead(200, { 'content-type': 'text/css' }).end('body { color: #222 }');
    else if (req.url === '/logo.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    else if (req.url === '/lure.css') res.writeHead(200, { 'content-type': 'text/css' }).end(`body{background:url(${site.origin}/private.svg?from=cdn)}`);
    else if (req.url === '/hop.png') res.writeHead(302, { location: `${site.origin}/private.svg?via=redirect` }).end();
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elsewhere</title>');
  });
  const otherOrigin = await listen(other);

  const page = (title: string, body: string) =>
    `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="${otherOrigin}/theme.css"></head>` +
    `<body><img src="${otherOrigin}/logo.svg" alt="logo">${body}</body></html>`;
  const session = `/b/;jsessionid=${AUTH_COOKIE}/`;
  const echoed = opts.echo
    ? ` <link rel="stylesheet" href="${otherOrigin}/lure.css"><img src="${otherOrigin}/hop.png" alt=""> <a href="${session}">Session</a> <a href="/c/?sid=${encodeURIComponent(AUTH_COOKIE)}">Query</a> <img src="/private.svg?sid=${AUTH_COOKIE}" alt="">`
    : '';
  const pages: Record<string, string> = {
    '/': page('Private docs', `<a href="/guide">Guide</a> <a href="/away">Away</a> <a href="/missing">Missing</a>${echoed}`),
    '/guide': page('Guide', '<a href="/">Home</a> <img src="/private.svg" alt="">'),
  };
  if (opts.echo) {
    pages[session] = page(`Session ${AUTH_COOKIE}`, `<h1>Signed in as ${AUTH_COOKIE}</h1><p>Your session is ${AUTH_COOKIE}.</p><a href="/">Home</a>`).replace(
      '<head>',
      `<head><link rel="canonical" href="http://docs.example${session}"><meta name="description" content="Session ${AUTH_COOKIE}">`,
    );
    pages['/c'] = page('Query page', '<p>Reached with the session in the query.</p>');
  }
  const site: AuthSite = {
    origin: '',
    otherOrigin,
    otherRequests,
    refused: 0,
    sourceRequests: [],
    close: async () => {
      for (const s of [source, other]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    },
  };
  const source = createServer((req, res) => {
    const cookies = (req.headers.cookie ?? '').split(';').map((c) => c.trim());
    const authorized = req.headers.authorization === `Bearer ${AUTH_TOKEN}` && cookies.includes(`session=${AUTH_COOKIE}`);
    site.sourceRequests.push({ url: req.url ?? '', authorized });
    if (!authorized) {
      site.refused++;
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('sign in first');
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/away') {
      res.writeHead(302, { location: `${otherOrigin}/landing` }).end();
    } else if (path === '/private.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><title>private</title></svg>');
    } else if (pages[path] ?? pages[`${path}/`]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[path] ?? pages[`${path}/`]);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title>');
    }
  });
  site.origin = await listen(source);
  return site;
}

/** Every place a secret could leak, as text. */
export function leaks(text: string): string[] {
  return [AUTH_TOKEN, AUTH_COOKIE].filter((s) => text.includes(s));
}
