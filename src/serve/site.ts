// One unpacked bundle, indexed for serving: which file answers a page, an RSC request, a `next/image` URL, a
// redirect. Built once per release and never mutated, so swapping releases is one assignment.
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readManifest } from '../bundle/manifest-io.ts';
import type { AssetRecord, FileRecord, Manifest, PageRecord, RedirectRecord } from '../core/types.ts';

export interface ImageVariant {
  width: number;
  quality: number;
  record: AssetRecord;
}

export interface Site {
  /** Absolute directory the bundle is unpacked in. */
  dir: string;
  manifest: Manifest;
  /** Normalised page path (`/docs/intro`, root `/`) → record. */
  pages: Map<string, PageRecord>;
  /** Bundle-relative file → its record, for the content type the source sent. */
  files: Map<string, FileRecord>;
  /** Same-site asset URL with its query (`/icon.png?abc`) → record. */
  assetsByUrl: Map<string, AssetRecord>;
  /** `next/image` source (`url` parameter) → saved variants, by width. */
  images: Map<string, ImageVariant[]>;
  /** Normalised `from` path → redirect. */
  redirects: Map<string, RedirectRecord>;
}

/** `/docs/intro/` and `/docs/intro` are one page; the root is `/`. Percent-escapes are compared decoded. */
export function normalisePath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    // keep the raw form: a malformed escape simply matches nothing
  }
  p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p.startsWith('/') ? p : `/${p}`;
}

function imageKey(params: URLSearchParams): { url: string; width: number; quality: number } | undefined {
  const url = params.get('url');
  const width = Number(params.get('w'));
  if (!url || !Number.isFinite(width) || width <= 0) return undefined;
  const q = Number(params.get('q') ?? '75');
  return { url, width, quality: Number.isFinite(q) ? q : 75 };
}

export function indexSite(dir: string, manifest: Manifest): Site {
  const site: Site = {
    dir: resolve(dir),
    manifest,
    pages: new Map(),
    files: new Map(),
    assetsByUrl: new Map(),
    images: new Map(),
    redirects: new Map(),
  };
  for (const page of manifest.pages) {
    site.pages.set(normalisePath(page.url), page);
    site.files.set(page.file, page);
    for (const rsc of page.rsc) site.files.set(rsc.file, rsc);
  }
  for (const asset of manifest.assets) {
    site.files.set(asset.file, asset);
    if (!asset.url.startsWith('/')) continue; // another host's asset: served by its file path only
    site.assetsByUrl.set(asset.url, asset);
    const url = new URL(asset.url, 'http://site.invalid');
    if (url.pathname === '/_next/image') {
      const key = imageKey(url.searchParams);
      if (!key) continue;
      const list = site.images.get(key.url) ?? [];
      list.push({ width: key.width, quality: key.quality, record: asset });
      site.images.set(key.url, list);
    }
  }
  for (const list of site.images.values()) list.sort((a, b) => a.width - b.width || a.quality - b.quality);
  for (const redirect of manifest.redirects) site.redirects.set(normalisePath(redirect.from), redirect);
  return site;
}

export async function loadSite(dir: string): Promise<Site> {
  // The real path: file resolution compares against it to keep links on disk from leading outside.
  const real = await realpath(resolve(dir));
  return indexSite(real, await readManifest(real));
}

/**
 * The saved variant for a `next/image` request: the exact width and quality when saved, otherwise the
 * narrowest saved width at least as wide (never a blurry upscale when avoidable), otherwise the widest.
 */
export function findImage(site: Site, params: URLSearchParams): AssetRecord | undefined {
  const key = imageKey(params);
  if (!key) return undefined;
  const variants = site.images.get(key.url);
  if (!variants || variants.length === 0) return undefined;
  const sameQuality = variants.filter((v) => v.quality === key.quality);
  const pool = sameQuality.length > 0 ? sameQuality : variants;
  return (pool.find((v) => v.width >= key.width) ?? pool.at(-1))!.record;
}
