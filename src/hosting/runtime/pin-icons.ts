// The one step of the base-path runtime (relative-urls.ts, step 3) that pages without that runtime need too: a
// client router (VitePress, Rspress, Material's instant navigation) moves the document to another URL with
// pushState while the head stays, and Chromium resolves the page's icon links again against the new URL. The
// export writes them relative to the page's file (`../favicon.png`), which from `/guides/theming.html` names
// `/guides/favicon.png`: a 404 after the first soft navigation. Written inline after the page's last icon or
// manifest link, this makes them path-absolute once parsed: the same file, at `/`, under any sub-path and on
// file://, whatever URL the router moves to.
import { absolute } from './relative-urls.ts';

const d = document;
for (const el of Array.from(d.querySelectorAll('link[rel~=icon][href],link[rel=manifest][href]'))) {
  const v = el.getAttribute('href');
  if (v === null) continue;
  const next = absolute(v, d.baseURI || location.href);
  if (next !== v) el.setAttribute('href', next);
}
