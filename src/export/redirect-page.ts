// A page the source answered with a redirect becomes this small page: it works on any static host and from
// file://, keeps the fragment, and tells crawlers where the content lives.

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function redirectPage(href: string): string {
  const attr = escapeAttr(href);
  const js = JSON.stringify(href).replace(/</g, '\\u003c');
  return (
    '<!doctype html>\n<html><head><meta charset="utf-8"><title>Redirecting…</title>' +
    `<meta id="__next-page-redirect" http-equiv="refresh" content="0;url=${attr}">` +
    `<script>location.replace(${js}+location.hash)</script>` +
    `</head><body><a href="${attr}">Redirecting to ${attr}</a></body></html>\n`
  );
}
