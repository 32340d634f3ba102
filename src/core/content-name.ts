// A file of the bundle named by its content. Pages are revalidated on every load, but the scripts they share are
// kept (an hour by `serve`, longer by a CDN), so a page of a newer export must never meet an older script under the
// same name: the name changes whenever the bytes do.
import { createHash } from 'node:crypto';

/** `stem.<first 12 hex digits of the content's sha256>.ext`, e.g. `_static-export/base-path.0123456789ab.js`. */
export function contentName(stem: string, ext: string, content: string): string {
  return `${stem}.${createHash('sha256').update(content).digest('hex').slice(0, 12)}.${ext}`;
}
