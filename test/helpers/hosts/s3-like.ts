// An S3-website-like host (or a CDN in front of a bucket): the key is the exact path; a key ending in `/` gets
// the index document; a missing key whose `key/index.html` exists is a 302 to `key/`; no `.html` inference;
// query ignored; `404.html` as the error document. No header routing, no query routing.
import { type Answer, type HostFs, type HostRequest, type RunningHost, startStaticHost } from './static-host.ts';

export interface S3LikeOptions {
  prefix?: string;
  /** Default `404.html`. */
  errorDocument?: string;
}

export async function routeS3Like(req: HostRequest, fs: HostFs, errorDocument = '404.html'): Promise<Answer> {
  const notFound = async (): Promise<Answer> =>
    (await fs.isFile(errorDocument)) ? { kind: 'file', rel: errorDocument, status: 404 } : { kind: 'error', status: 404 };
  if (!req.segments) return notFound();
  const key = req.segments.join('/');
  const slash = req.path.endsWith('/');
  const object = slash || key === '' ? (key ? `${key}/index.html` : 'index.html') : key;
  if (await fs.isFile(object)) return { kind: 'file', rel: object };
  if (!slash && key !== '' && (await fs.isFile(`${key}/index.html`))) {
    return { kind: 'redirect', status: 302, location: `${req.prefix}${req.path.slice(1)}/` };
  }
  return notFound();
}

export function startS3Like(root: string, options: S3LikeOptions = {}): Promise<RunningHost> {
  return startStaticHost(root, { prefix: options.prefix, route: (req, fs) => routeS3Like(req, fs, options.errorDocument) });
}
