// page-digest.ts, loaded when this thread first digests a page rather than when the export starts: it brings
// cheerio and Turndown with its DOM (~13 MB of a process's memory), and a crawl whose pages are all digested on the
// transform threads never needs them on its own thread.
import type { DigestWants, PageDigest } from './page-digest.ts';

let loaded: Promise<typeof import('./page-digest.ts')> | undefined;

/** page-digest.ts's digestPage, once the module is loaded. */
export async function digestPage(html: string, file: string, wants: DigestWants): Promise<PageDigest | null> {
  loaded ??= import('./page-digest.ts');
  return (await loaded).digestPage(html, file, wants);
}
