// The registry of framework profiles (generic/profile.ts), in the order they are asked: the first whose `detect`
// says yes owns a page, and the manifest's `framework` is the first of them that owns any page. Adding a framework
// is one folder beside these and one line here (README.md).

import { astro } from './astro/astro.ts';
import { docusaurus } from './docusaurus/docusaurus.ts';
import { baseExpression, siteBase } from './generic/base.ts';
import { html } from './generic/html.ts';
import { mkdocs } from './mkdocs/mkdocs.ts';
import { nextApp } from './next-app/next-app.ts';
import { nextPages } from './next-pages/next-pages.ts';
import type { AttrKind, DocumentUrlRead, FrameworkId, FrameworkProfile, PageRuntime, PageTask, ScriptRef, ScriptSeen } from './generic/profile.ts';
import { rspress } from './rspress/rspress.ts';
import { sphinx } from './sphinx/sphinx.ts';
import { vitepress } from './vitepress/vitepress.ts';

/** Every profile, most specific first; `html` (generic/) last, which owns any page. */
export const PROFILES: readonly FrameworkProfile[] = [nextApp, docusaurus, nextPages, vitepress, rspress, astro, mkdocs, sphinx, html];

export const FRAMEWORK_IDS: readonly FrameworkId[] = PROFILES.map((p) => p.id);

/** What the export decides about a page once, from the origin's bytes, and records in its manifest record. */
export interface PageFacts {
  profile: FrameworkId;
  runtime: PageRuntime;
}

/** The profile that owns a page (its source HTML, as bytes). */
export function profileOf(page: Buffer): FrameworkProfile {
  return PROFILES.find((p) => p.detect(page)) ?? html;
}

/** The profile and runtime of a page (its source HTML, as bytes). */
export function pageFacts(page: Buffer): PageFacts {
  const profile = profileOf(page);
  return { profile: profile.id, runtime: typeof profile.runtime === 'function' ? profile.runtime(page) : profile.runtime };
}

/** The profile named `id` (a recorded page's `profile`). */
export function profileById(id: FrameworkId): FrameworkProfile {
  return PROFILES.find((p) => p.id === id) ?? html;
}

/** Whether the site's 404 page (its bytes) gets the base-path runtime. */
export function notFoundRuntime(page: Buffer): boolean {
  return profileOf(page).notFoundRuntime === true;
}

/** Whether pages of profile `id` need `task`. */
export function needsTask(id: FrameworkId, task: PageTask): boolean {
  return profileById(id).tasks?.includes(task) === true;
}

/** The site's framework: the first profile, in the registry's order, that owns any of the pages (`html` if none). */
export function siteFramework(owners: ReadonlySet<FrameworkId>): FrameworkId {
  return FRAMEWORK_IDS.find((id) => owners.has(id)) ?? 'html';
}

/** The file names only a framework's scripts can tell, from every profile that reads scripts (sure references). */
export function recogniseScript(js: string, site: URL, seen?: ScriptSeen): ScriptRef[] {
  const refs: ScriptRef[] = [];
  for (const p of PROFILES) if (p.scriptRefs) refs.push(...p.scriptRefs(js, site, seen));
  return refs;
}

/** The files a page's data block (`<script id>` with JSON) names, from every profile that reads data blocks. */
export function recogniseDataBlock(id: string, json: string, site: URL): ScriptRef[] {
  const refs: ScriptRef[] = [];
  for (const p of PROFILES) if (p.dataBlockRefs) refs.push(...p.dataBlockRefs(id, json, site));
  return refs;
}

/** Whether pages of profile `id` with runtime `runtime` get the file:// loader (profile.ts `fetchesData`). */
export function needsFileLoader(id: FrameworkId, runtime: PageRuntime): boolean {
  return runtime !== 'router-space' || profileById(id).fetchesData === true;
}

/**
 * The script with every framework's base settings reading the runtime's base (generic/base.ts), or undefined when
 * it has none. No rule can tell a base setting from any other `"/"` in a script, so each is recognised by its
 * framework's profile.
 */
export function rewriteBaseSettings(js: string, site: URL): string | undefined {
  const base = siteBase(site);
  const expr = baseExpression(site);
  let out = js;
  for (const p of PROFILES) if (p.baseSettings) out = p.baseSettings(out, base, expr);
  return out === js ? undefined : out;
}

/** Every framework's reads of the document URL (export/transform-js.ts points them at the runtime's values). */
export const DOCUMENT_URL_READS: readonly DocumentUrlRead[] = PROFILES.flatMap((p) => p.documentUrlReads ?? []);

/** Every framework's elements whose attributes name files (export/transform-html.ts adds them to its table). */
export const FRAMEWORK_ELEMENT_ATTRIBUTES: Readonly<Record<string, readonly (readonly [string, AttrKind])[]>> = Object.assign(
  {},
  ...PROFILES.map((p) => p.elementAttributes ?? {}),
);
