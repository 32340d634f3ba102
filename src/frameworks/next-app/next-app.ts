// Next.js App Router pages: recognised by the Flight rows every page carries inline (`self.__next_f.push(…)`).
// They get the base-path runtime in its `router-space` kind (the router's RSC requests answered from saved files,
// chunks registered under the paths the runtime waits for) and their RSC payloads saved beside them
// (export/export-rsc.ts).

import type { DocumentUrlRead, FrameworkProfile } from '../generic/profile.ts';

/** The global the inline Flight rows are pushed onto; the runtime reads it to tell an App Router page. */
export const FLIGHT_GLOBAL = '__next_f';
/** The needle of an App Router page, searched in its bytes. */
const FLIGHT_NEEDLE = `self.${FLIGHT_GLOBAL}`;

/** One inline script that pushes Flight rows: what comes before the pushed array, the array, what comes after. */
export const FLIGHT_PUSH = /^(\s*self\.__next_f\.push\()(\[[\s\S]*\])(\)\s*;?\s*)$/;

/** Whether a script's text may be a Flight push (the cheap test before FLIGHT_PUSH). */
export function mayPushFlight(script: string): boolean {
  return script.includes(FLIGHT_GLOBAL);
}

/** Whether a page (its bytes) is an App Router page. */
export function isAppRouterPage(page: Buffer): boolean {
  return page.includes(FLIGHT_NEEDLE);
}

const READS: DocumentUrlRead[] = [
  // createInitialRouterState({…initialRSCPayload…, location: window.location})
  {
    read: /(?<pre>\binitial(?:RSCPayload|FlightData|CanonicalUrlParts)\b[^;]{0,400}?\blocation\s*:\s*)window\.location\b(?<post>)(?!\s*\.)/g,
    by: 'location',
  },
  // A URL made against the page's origin (fumadocs-core's search client: new URL('/api/search', origin)). On
  // file:// Firefox's origin is the string "null" and the constructor throws; `file://` (Chromium's answer) makes it
  // a URL the page's shims can answer (the search shim answers /api/search there from its classic-script index).
  { read: /(?<pre>\bnew URL\(\s*[^,()]{1,120},\s*)window\.location\.origin(?<post>\s*\))/g, by: 'origin' },
];

export const nextApp: FrameworkProfile = {
  id: 'next-app',
  detect: isAppRouterPage,
  runtime: 'router-space',
  tasks: ['rsc-payloads'],
  notFoundRuntime: true,
  documentUrlReads: READS,
};
