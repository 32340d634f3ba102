// What the export knows about one framework, in one object: how its pages are recognised, which runtime they get,
// the file names only its scripts can tell, the base setting its client router keeps, the reads of the document URL
// its code makes, the markup attributes that name its files, and the extra work each of its pages needs. The crawl
// and the transforms ask the registry (registry.ts), never a framework by name.
//
// A profile is data and pure string functions: it imports nothing from the stages, so the stages can ask it
// anything without an import cycle.

import type { PageRuntime } from '../../core/types.ts';

export type { PageRuntime };

/**
 * A profile's name, as the manifest writes it (`framework`, and each page's `profile`): lowercase, with `-`
 * (`next-app`, `docusaurus`, `html`). The registry's list is the vocabulary (registry.ts FRAMEWORK_IDS).
 */
export type FrameworkId = string;

/** A reference only this framework's scripts can tell (a hash map expanded into file names): sure, not a guess. */
export interface ScriptRef {
  url: URL;
  kind: 'asset';
  source: string;
  raw: string;
  /** A guess (a name built from what a script says): fetched, and dropped silently when it answers no file. */
  speculative?: true;
}

/**
 * The script a profile reads, beyond its text: its bundle file, and what the site's other scripts said that this one
 * may complete, kept for one export or one verify run (a webpack runtime's lazy chunk name and the ids other chunks
 * load). Absent where a script is read alone (a page's inline scripts).
 */
export interface ScriptSeen {
  file: string;
  notes: Map<string, Set<string>>;
}

/** A read of the document URL in the framework's code, pointed at the value the runtime sets on file://. */
export interface DocumentUrlRead {
  /** Named groups `pre` and `post`: what stands around `window.location` (or `.origin`), kept as written. */
  read: RegExp;
  /** What the read becomes: the page's URL on the source site (`location`), or the origin URLs are built on. */
  by: 'location' | 'origin';
}

/** How an element's attribute names a file (transform-html.ts's table): `module` is an ES module specifier. */
export type AttrKind = 'asset' | 'module';

/** Extra work a page of this framework needs beyond its HTML: `rsc-payloads`, Next's RSC payloads (export-rsc.ts). */
export type PageTask = 'rsc-payloads';

export interface FrameworkProfile {
  id: FrameworkId;
  /**
   * Whether the page (the origin's HTML, as bytes: ASCII needles match the same places in the bytes as in the text)
   * was built by this framework. The registry asks the profiles in its order; the first that says yes owns the page.
   */
  detect(page: Buffer): boolean;
  /** The runtime its pages get (a function for profiles whose pages differ, such as a plain page with ES modules). */
  runtime: PageRuntime | ((page: Buffer) => PageRuntime);
  /** Extra work each of its pages needs. */
  tasks?: readonly PageTask[];
  /** File names only this framework's scripts can tell, read from a script of the site (`site`: origin + base). */
  scriptRefs?(js: string, site: URL, seen?: ScriptSeen): ScriptRef[];
  /** Files a page's data block names (`<script id="…">` with JSON: the id, its text, the site): the per-route data
   *  its client router fetches. */
  dataBlockRefs?(id: string, json: string, site: URL): ScriptRef[];
  /**
   * Whether its pages fetch the bundle's JSON (per-route data, a search index) even with the `router-space` runtime:
   * then they get the file:// loader too, which answers those fetches from script twins there.
   */
  fetchesData?: boolean;
  /** The script with each base setting of this framework whose value is `base` made the JS expression `expr`. */
  baseSettings?(js: string, base: string, expr: string): string;
  /** Reads of the document URL its client code makes. */
  documentUrlReads?: readonly DocumentUrlRead[];
  /** Whether the site's 404 page (written once, served for any unknown path) carries the base-path runtime too. */
  notFoundRuntime?: boolean;
  /** Elements of its markup whose attributes name files: element name → [attribute, kind]. */
  elementAttributes?: Readonly<Record<string, readonly (readonly [string, AttrKind])[]>>;
}
