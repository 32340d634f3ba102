// An nginx-like file host: `try_files $uri $uri.html $uri/ $uri/index.html`, query ignored, no header routing,
// a folder asked for without its trailing slash answered with 301 to add it (nginx's static module does this),
// a folder without index.html refused with 403, anything else 404 (nginx's own page, or the bundle's
// `404.html` when `errorPage` is set, like `error_page 404 /404.html`).
import { type Answer, type HostFs, type HostRequest, type RunningHost, startStaticHost } from './static-host.ts';

export interface NginxLikeOptions {
  prefix?: string;
  /** Bundle file sent with 404 (`error_page 404 /404.html`). */
  errorPage?: string;
}

export async function routeNginxLike(req: HostRequest, fs: HostFs, errorPage?: string): Promise<Answer> {
  const notFound = async (): Promise<Answer> =>
    errorPage && (await fs.isFile(errorPage)) ? { kind: 'file', rel: errorPage, status: 404 } : { kind: 'error', status: 404 };
  if (!req.segments) return { kind: 'error', status: 400 };
  const uri = req.segments.join('/');
  const slash = req.path.endsWith('/');
  if (uri !== '' && !slash && (await fs.isFile(uri))) return { kind: 'file', rel: uri };
  if (uri !== '' && !slash && (await fs.isFile(`${uri}.html`))) return { kind: 'file', rel: `${uri}.html` };
  if (uri === '' || (await fs.isDir(uri))) {
    if (!slash && uri !== '') return { kind: 'redirect', status: 301, location: `${req.prefix}${req.path.slice(1)}/` };
    const index = uri ? `${uri}/index.html` : 'index.html';
    return (await fs.isFile(index)) ? { kind: 'file', rel: index } : { kind: 'error', status: 403 };
  }
  return notFound();
}

export function startNginxLike(root: string, options: NginxLikeOptions = {}): Promise<RunningHost> {
  return startStaticHost(root, { prefix: options.prefix, route: (req, fs) => routeNginxLike(req, fs, options.errorPage) });
}
