// Page discovery before link-following: robots.txt `Sitemap:` lines, sitemap.xml and sitemap indexes. Pages
// that only a sitemap names (Docusaurus does this) are found here; the crawl adds whatever links reach.

import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Fetcher, FetchResponse } from './fetcher.ts';

const MAX_SITEMAPS = 50;
/** The sitemap protocol's own limit on one uncompressed sitemap (sitemaps.org: 50 MB). */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
/** Real sitemaps compress 10–50×; far beyond that the file is built to inflate, not to be read. */
export const MAX_SITEMAP_RATIO = 200;

const inflate = promisify(gunzip);

/**
 * A gzipped sitemap, inflated off the main thread and never past the size or ratio cap: zlib stops at
 * `maxOutputLength`, so a 1 MB file that would inflate to 1 GiB costs at most the cap in memory.
 */
export async function inflateSitemap(body: Buffer): Promise<Buffer> {
  const cap = Math.min(MAX_SITEMAP_BYTES, body.length * MAX_SITEMAP_RATIO);
  return inflate(body, { maxOutputLength: cap });
}

export function sitemapUrlsFromRobots(robots: string, base: URL): URL[] {
  const out: URL[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!m) continue;
    try {
      out.push(new URL(m[1]!, base));
    } catch {
      // A malformed line in someone else's robots.txt is not our failure.
    }
  }
  return out;
}

function decodeXmlText(text: string): string {
  return text
    .replace(/^<!\[CDATA\[|\]\]>$/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .trim();
}

export interface ParsedSitemap {
  /** `<urlset>` entries. */
  pages: string[];
  /** `<sitemapindex>` entries. */
  sitemaps: string[];
}

export function parseSitemap(xml: string): ParsedSitemap {
  const isIndex = /<sitemapindex[\s>]/i.test(xml);
  const locs = [...xml.matchAll(/<loc>\s*([\s\S]*?)\s*<\/loc>/gi)].map((m) => decodeXmlText(m[1]!));
  return isIndex ? { pages: [], sitemaps: locs } : { pages: locs, sitemaps: [] };
}

export interface Discovered {
  pages: URL[];
  /** The sitemaps read, as named (maybe on the public host). */
  sitemaps: string[];
  tooLarge: string[];
  /**
   * What the site answered for robots.txt and each sitemap, by the URL asked on the site: the bundle keeps these
   * files (site-files.ts), which writes them from here instead of asking the site a second time.
   */
  answers: Map<string, FetchResponse>;
}

/**
 * Page URLs named by the site's sitemaps. A sitemap written for the public domain is still this site's list of
 * pages, so entries on another host are taken by their path (an export of a staging origin or of 127.0.0.1
 * finds the same pages).
 */
export async function discoverFromSitemaps(fetcher: Fetcher, site: URL): Promise<Discovered> {
  const tooLarge: string[] = [];
  const queue: URL[] = [];
  const answers = new Map<string, FetchResponse>();
  try {
    const url = new URL('/robots.txt', site);
    const robots = await fetcher.fetch({ url });
    answers.set(url.href, robots);
    if (robots.status === 200 && robots.body) queue.push(...sitemapUrlsFromRobots(robots.body.toString('utf8'), site));
  } catch {
    // No robots.txt is the common case.
  }
  if (queue.length === 0) queue.push(new URL('sitemap.xml', site));
  const seen = new Set<string>();
  const pages = new Map<string, URL>();
  while (queue.length > 0 && seen.size < MAX_SITEMAPS) {
    const url = queue.shift()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    let xml: string;
    try {
      // Fetch on our origin even when robots.txt names the public domain: the same path on the site we export.
      const local = new URL(url.pathname + url.search, site);
      const res = await fetcher.fetch({ url: local });
      answers.set(local.href, res);
      if (res.status !== 200 || !res.body) continue;
      const raw = res.body[0] === 0x1f && res.body[1] === 0x8b ? await inflateSitemap(res.body) : res.body;
      xml = raw.toString('utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') tooLarge.push(url.href);
      continue;
    }
    const parsed = parseSitemap(xml);
    for (const loc of parsed.sitemaps) {
      try {
        queue.push(new URL(loc, url));
      } catch {
        /* skip malformed */
      }
    }
    for (const loc of parsed.pages) {
      try {
        const u = new URL(loc, site);
        const local = new URL(u.pathname, site);
        pages.set(local.pathname, local);
      } catch {
        /* skip malformed */
      }
    }
  }
  return { pages: [...pages.values()], sitemaps: [...seen], tooLarge, answers };
}
