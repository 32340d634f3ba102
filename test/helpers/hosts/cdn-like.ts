// A CDN-like host (CloudFront with a "directory index" function, Cloudflare Pages, Netlify without pretty-URL
// redirects, Vercel static with `cleanUrls`): `/x` is answered with `x/index.html` directly, with no redirect to
// `/x/`, so a page's relative links are resolved by the browser against `/x`, one folder higher than the file
// they were written for. `/x/` is answered with `x/index.html` too; exact keys otherwise; no `.html` inference;
// the query is ignored; `404.html` with status 404 for anything else. No header routing.
import { type Answer, type HostFs, type HostRequest, type RunningHost, startStaticHost } from './static-host.ts';

export interface CdnLikeOptions {
  prefix?: string;
  /** Default `404.html`. */
  errorDocument?: string;
}

export async function routeCdnLike(req: HostRequest, fs: HostFs, errorDocument = '404.html'): Promise<Answer> {
  const notFound = async (): Promise<Answer> =>
    (await fs.isFile(errorDocument)) ? { kind: 'file', rel: errorDocument, status: 404 } : { kind: 'error', status: 404 };
  if (!req.segments) return notFound();
  const key = req.segments.join('/');
  const slash = req.path.endsWith('/');
  if (key !== '' && !slash && (await fs.isFile(key))) return { kind: 'file', rel: key };
  const index = key === '' ? 'index.html' : `${key}/index.html`;
  if (await fs.isFile(index)) return { kind: 'file', rel: index };
  return notFound();
}

export function startCdnLike(root: string, options: CdnLikeOptions = {}): Promise<RunningHost> {
  return startStaticHost(root, { prefix: options.prefix, route: (req, fs) => routeCdnLike(req, fs, options.errorDocument) });
}
