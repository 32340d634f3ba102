// A signature covers the manifest, and the manifest covers each file it lists by sha256. A few files of a bundle
// are not listed with a hash: the manifest itself and its signature, the nginx server block (rendered from the
// manifest after it is written) and the redirect stand-in pages (recorded by where they lead). For a signed bundle
// to be trusted whole, each of those must be exactly what the signed manifest implies — re-rendered here by the
// exporter's own functions and compared byte for byte — and no other file may be there.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listedFiles } from '../bundle/check-files.ts';
import { MANIFEST_PATH, META_DIR, type Manifest, type RedirectRecord } from '../core/types.ts';
import { looksLikePage } from '../export/bundle-files.ts';
import { normalisePagePath, pageFile, relativeHref } from '../export/layout.ts';
import { redirectPage } from '../export/redirect-page.ts';
import { isSameSite } from '../export/refs.ts';
import { renderNginxConfig } from '../hosting/nginx-config.ts';
import { SIGNATURE_PATH } from './bundle-signature.ts';

export const NGINX_CONFIG_PATH = `${META_DIR}/nginx.conf`;

/** The stand-in page the exporter writes for a redirect, from its record (recordRedirect in export-site.ts). */
function expectedRedirectPage(record: RedirectRecord, source: URL): string {
  const target = new URL(record.to, source);
  let href = target.href;
  if (isSameSite(target, source) && looksLikePage(target)) href = relativeHref(record.file, pageFile(normalisePagePath(target.pathname)));
  return redirectPage(href);
}

export interface UnlistedProblem {
  file: string;
  reason: string;
}

/** Files in `present` the signed manifest does not account for, or accounts for with other bytes. */
export async function unlistedFileProblems(dir: string, manifest: Manifest, present: Iterable<string>): Promise<UnlistedProblem[]> {
  const listed = new Set(listedFiles(manifest).map((r) => r.file));
  const source = new URL(manifest.source);
  const rendered = new Map<string, string>([[NGINX_CONFIG_PATH, renderNginxConfig(manifest)]]);
  for (const r of manifest.redirects) if (!listed.has(r.file)) rendered.set(r.file, expectedRedirectPage(r, source));
  const problems: UnlistedProblem[] = [];
  for (const file of present) {
    if (listed.has(file) || file === MANIFEST_PATH || file === SIGNATURE_PATH) continue;
    const expected = rendered.get(file);
    if (expected === undefined) {
      problems.push({ file, reason: 'not listed in the signed manifest' });
      continue;
    }
    const actual = await readFile(join(dir, ...file.split('/')), 'utf8');
    if (actual !== expected) problems.push({ file, reason: 'differs from what the signed manifest implies' });
  }
  return problems;
}
