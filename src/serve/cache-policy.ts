// How long a browser or CDN may keep a response. `/_next/static/` names carry a content hash (a new build
// gives new names), so they are immutable; pages and payloads change with each release and are revalidated
// (cheap: ETag → 304); everything else is kept for an hour.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const SHORT = 'public, max-age=3600';
export const NO_STORE = 'no-store';

export function cacheControlFor(rel: string, contentType: string): string {
  if (rel.startsWith('_next/static/')) return IMMUTABLE;
  const type = contentType.split(';')[0]!.trim();
  if (type === 'text/html' || type === 'text/x-component' || rel.endsWith('.txt')) return REVALIDATE;
  return SHORT;
}
