// The manifest of an export, from what the crawl recorded, with every echo of a credential redacted from its records
// (URLs, titles, warnings).

import { redactEchoes } from '../core/request-headers.ts';
import type { ExportShape, GeneratedRecord, Manifest } from '../core/types.ts';
import { MANIFEST_FORMAT } from '../core/types.ts';
import type { FrameworkId } from '../frameworks/generic/profile.ts';
import { siteFramework } from '../frameworks/registry.ts';
import type { ExportState } from './export-state.ts';
import { settleReferrers } from './warning-referrers.ts';

export const GENERATOR = 'static-export 0.1.0';

/** The manifest's `source` for a site: origin and base path, without a trailing slash. */
export function sourceOf(site: URL): string {
  return site.href.replace(/\/$/, '');
}

/** What the manifest is made of. */
export interface ManifestParts {
  site: URL;
  version: string;
  echo: readonly string[];
  state: ExportState;
  /** The profiles that own a page of the export (frameworks/registry.ts siteFramework). */
  owners: ReadonlySet<FrameworkId>;
  notFound?: string | undefined;
  generated: readonly GeneratedRecord[];
  shape: ExportShape;
}

/** The manifest, with every echo of a credential redacted from its records. */
export function buildManifest(parts: ManifestParts): Manifest {
  const manifest = records(parts);
  const { echo } = parts;
  return echo.length ? (JSON.parse(redactEchoes(JSON.stringify(manifest), echo)) as Manifest) : manifest;
}

function records(parts: ManifestParts): Manifest {
  const s = parts.state;
  return {
    format: MANIFEST_FORMAT,
    generator: GENERATOR,
    source: sourceOf(parts.site),
    version: parts.version,
    framework: siteFramework(parts.owners),
    ...(parts.notFound ? { notFound: parts.notFound } : {}),
    pages: [...s.pages.values()],
    assets: [...s.assets.values()],
    redirects: s.redirects,
    keptReferences: [...s.kept.values()],
    // Referrers by a rule, not by which file the crawl happened to read first.
    warnings: settleReferrers(s.warnings, s.pages.values(), s.assets.values(), parts.site),
    ...(s.droppedGuesses.size ? { droppedGuesses: [...s.droppedGuesses.keys()].sort() } : {}),
    ...(parts.generated.length ? { generated: [...parts.generated] } : {}),
    exportOptions: parts.shape,
  };
}
