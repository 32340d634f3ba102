// Whether an organisation may still export a domain, from the current config, and if so the connect-time address
// policy for the run. Asked when a run starts (by the embedded runner and by cluster workers alike): a key revoked
// or a domain removed after the job was queued stops the export.
import type { OrgDirectory } from './auth.ts';
import { connectPolicy, type AllowAddress } from './ssrf.ts';

export type PolicyFor = (org: string, domain: string) => Promise<AllowAddress | { refused: string }>;

export function createPolicyFor(orgs: OrgDirectory): PolicyFor {
  return async (orgName, domain) => {
    const org = (await orgs.current()).organizations[orgName];
    if (!org) return { refused: `organization ${orgName} no longer exists` };
    if (!org.staticExport) return { refused: `static export is no longer enabled for organization ${orgName}` };
    if (!org.domains.some((d) => d.domain === domain)) return { refused: `domain ${domain} is no longer one organization ${orgName} may export` };
    return connectPolicy(org.domains);
  };
}
