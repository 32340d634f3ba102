// The service's SSRF policy, composed with the engine's (src/net/outbound-policy.ts), which every export
// already applies: no loopback, private, link-local, metadata… address except the origin's own and what was
// opened. On top of that, the export service (its API and its workers) fetches URLs on a caller's behalf, so:
//  - only hosts in the organization's domain list are ever fetched (page links and assets to other hosts are not);
//  - the check runs on the resolved address at connect time (the engine calls it for every connection,
//    redirects included), so DNS rebinding cannot swap a public address for a private one;
//  - a private address is reached only through an explicit origin for that domain (`keys create --origin`, the
//    operator's permission to go inside, on that origin's port) or what the operator opened for the whole service
//    (STATIC_EXPORT_ALLOW_PRIVATE).
import { isIP } from 'node:net';
import type { AddressCheck, SiteOptions } from '../../src/core/types.ts';
import { defaultPort, hostKey, isOpened, isPublicAddress, parseAllowPrivate } from '../../src/net/outbound-policy.ts';
import type { DomainEntry } from '../../src/org/org-config.ts';

export { isPublicAddress } from '../../src/net/outbound-policy.ts';

interface HostRule {
  privateAllowed: boolean;
  /** For explicit origins: the one port configured (so a loopback origin does not open every local port). */
  port?: number;
}

const OUTSIDE = "host outside the organization's domains";
const PRIVATE = 'private address without an explicit origin';

/** The connect-time check for one organization's domain list (undefined allows; else the rule that refuses). */
export function connectPolicy(domains: readonly DomainEntry[], operatorAllowPrivate: readonly string[] = []): AddressCheck {
  const openings = operatorAllowPrivate.map(parseAllowPrivate);
  const rules = new Map<string, HostRule[]>();
  const add = (host: string, rule: HostRule) => rules.set(hostKey(host), [...(rules.get(hostKey(host)) ?? []), rule]);
  for (const entry of domains) {
    add(entry.domain, { privateAllowed: false });
    if (entry.origin) {
      const url = new URL(entry.origin);
      add(url.hostname, { privateAllowed: true, port: defaultPort(url) });
    }
  }
  return (address, host, port) => {
    const candidates = rules.get(hostKey(host));
    if (!candidates) return OUTSIDE;
    if (isIP(address.replace(/^\[|\]$/g, '')) === 0) return 'not-an-address';
    if (isPublicAddress(address) || isOpened(openings, address, host, port)) return undefined;
    return candidates.some((rule) => rule.privateAllowed && rule.port === port) ? undefined : PRIVATE;
  };
}

/**
 * What a job of this organization passes to the engine: the org's check, and its explicit origins plus the
 * operator's openings as the private addresses the engine may reach (the org's check still limits them to the
 * listed hosts).
 */
export function sitePolicy(
  domains: readonly DomainEntry[],
  operatorAllowPrivate: readonly string[] = [],
): Required<Pick<SiteOptions, 'allowAddress' | 'allowPrivate'>> {
  const origins = domains.flatMap((d) => {
    if (!d.origin) return [];
    const url = new URL(d.origin);
    return [`${url.hostname}:${defaultPort(url)}`];
  });
  return { allowAddress: connectPolicy(domains, operatorAllowPrivate), allowPrivate: [...origins, ...operatorAllowPrivate] };
}

/** The URL the engine starts from for a listed domain: its configured origin, else `https://<domain>/`. */
export function siteUrlFor(entry: DomainEntry): string {
  return entry.origin ? `${entry.origin}/` : `https://${entry.domain}/`;
}
