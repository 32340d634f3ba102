// Docusaurus pages: recognised by their root element (`<div id="__docusaurus">`). Their webpack runtime loads chunks
// from its public path (`/` = baseUrl) and their router matches the URL the site was built for, so they carry the
// base-path runtime in its `router-space` kind, as App Router pages do. On file:// the router's reads of the
// document URL are pointed at the page's URL on the source site, or it matches no route and renders its not-found
// page.

import type { FrameworkProfile } from '../generic/profile.ts';

export const docusaurus: FrameworkProfile = {
  id: 'docusaurus',
  detect: (page) => page.includes('id="__docusaurus"'),
  runtime: 'router-space',
  documentUrlReads: [
    // history v4 (react-router): function getDOMLocation(s){…var a=window.location,o=a.pathname+a.search+a.hash;…}
    {
      read: /(?<pre>\b(?<v>[A-Za-z_$][\w$]*)\s*=\s*)window\.location(?<post>\s*,\s*[A-Za-z_$][\w$]*\s*=\s*\k<v>\.pathname\s*\+\s*\k<v>\.search\s*\+\s*\k<v>\.hash\b)/g,
      by: 'location',
    },
    // preload(window.location.pathname).then(…hydrate…): loads the route's chunks before hydrating.
    { read: /(?<pre>\(\s*)window\.location(?<post>\.pathname\s*\)\s*\.then\s*\()/g, by: 'location' },
  ],
};
