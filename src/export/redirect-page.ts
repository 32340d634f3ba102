// A page the source answered with a redirect becomes this small page: it works on any static host and from
// file://, keeps the fragment, and tells crawlers where the content lives.
//
// Its target runs as the page's own navigation (`location.replace`, meta refresh, a link), so it may only be a
// web address: a `javascript:` or `data:` Location, which a browser ignores on the live site, would run as script in
// the bundle's origin here. redirectTarget() is the one check; redirectPage() refuses anything it would refuse.

/** Schemes a redirect page may send the reader to. */
const WEB = new Set(['http:', 'https:']);

/** Whether the source's redirect target may become a redirect page: an http(s) URL. */
export function redirectTarget(target: URL): boolean {
  return WEB.has(target.protocol);
}

/** A relative reference (no scheme): `../x/index.html#a`, `/x`, `?q`, `#a`; never `//host` (another origin). */
function isRelative(href: string): boolean {
  return !/^[\s\u0000-\u001f]*[a-z][a-z0-9+.-]*:/i.test(href) && !/^[\s\u0000-\u001f]*[/\\]{2}/.test(href);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The page for `href`: an http(s) URL or a relative reference; anything else throws (a bug in the caller). */
export function redirectPage(href: string): string {
  const url = URL.parse(href);
  if (url ? !redirectTarget(url) : !isRelative(href)) throw new Error(`a redirect page may only point at an http(s) or relative target`);
  const attr = escapeAttr(href);
  const js = JSON.stringify(href).replace(/</g, '\\u003c');
  return (
    '<!doctype html>\n<html><head><meta charset="utf-8"><title>Redirecting…</title>' +
    `<meta id="__next-page-redirect" http-equiv="refresh" content="0;url=${attr}">` +
    `<script>location.replace(${js}+location.hash)</script>` +
    `</head><body><a href="${attr}">Redirecting to ${attr}</a></body></html>\n`
  );
}
