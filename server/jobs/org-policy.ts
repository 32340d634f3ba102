// Whether an organization may still export a domain, from the current config, and if so the connect-time address
// policy for the run and the domain's request headers. Asked when a run starts (by the embedded runner and by cluster workers alike): a key revoked
// or a domain removed after the job was queued stops the export.
import type { RequestHeaders } from '../../src/core/types.ts';
import type { OrgDirectory } from './org-directory.ts';
import type { SitePolicy } from './run-types.ts';
import { sitePolicy } from './ssrf.ts';

export type PolicyFor = (org: string, domain: string) => Promise<SitePolicy | { refused: string }>;

/** `allowPrivate`: the operator's openings (STATIC_EXPORT_ALLOW_PRIVATE), on top of each organization's origins. */
export function createPolicyFor(orgs: OrgDirectory, allowPrivate: readonly string[] = []): PolicyFor {
  return async (orgName, domain) => {
    const org = (await orgs.current()).organizations[orgName];
    if (!org) return { refused: `organization ${orgName} no longer exists` };
    if (!org.staticExport) return { refused: `static export is no longer enabled for organization ${orgName}` };
    if (!org.domains.some((d) => d.domain === domain)) return { refused: `domain ${domain} is no longer one organization ${orgName} may export` };
    return sitePolicy(org.domains, allowPrivate);
  };
}

export type HeadersFor = (org: string, domain: string) => Promise<RequestHeaders | undefined>;

/** The domain's secret request headers and cookies from the current config (never stored in a job record). */
export function createHeadersFor(orgs: OrgDirectory): HeadersFor {
  return async (orgName, domain) => (await orgs.current()).organizations[orgName]?.domains.find((d) => d.domain === domain)?.headers;
}
