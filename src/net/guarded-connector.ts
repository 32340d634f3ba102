// The connect-time address check as an undici connector, shared by the export's fetcher and the bundle
// downloader (`serve`): the resolved IP is checked and then connected to, for every connection (so every hop of a
// redirect), so neither a name, DNS rebinding nor a redirect to a private address slips past the policy
// (outbound-policy.ts decides; this only applies its answer).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import type { AddressCheck } from '../core/types.ts';

/** The rule that refused a connection, carried from the connector to the request that needed it. */
export class RefusedAddress extends Error {
  readonly rule: string;
  constructor(rule: string) {
    super(`address not allowed (${rule})`);
    this.name = 'RefusedAddress';
    this.rule = rule;
  }
}

/**
 * The connect-time address check: the resolved IP is checked and then connected to, so DNS rebinding cannot
 * slip past a name check. The refusal names the rule, never the address (a tenant must not learn what an
 * internal name resolves to).
 */
export function guardedConnector(checkAddress: AddressCheck, timeout: number): buildConnector.connector {
  const connect = buildConnector({ timeout });
  return (opts, callback) => {
    const host = opts.hostname.replace(/^\[|\]$/g, '');
    const resolved = isIP(host) ? Promise.resolve(host) : lookup(host).then((r) => r.address);
    resolved.then(
      (address) => {
        const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
        const refused = checkAddress(address, host, port);
        if (refused !== undefined) {
          callback(new RefusedAddress(refused), null);
          return;
        }
        connect({ ...opts, hostname: address, servername: opts.servername ?? (isIP(host) ? undefined : host) } as typeof opts, callback);
      },
      (error: unknown) => callback(error as Error, null),
    );
  };
}
