// The service's SSRF policy. An export API fetches URLs on a caller's behalf, so:
//  - only hosts in the organization's domain list are ever fetched (page links and assets to other hosts are not);
//  - the check runs on the resolved address at connect time (the engine calls `allowAddress` for every
//    connection, redirects included), so DNS rebinding cannot swap a public address for a private one;
//  - private, loopback, link-local and other special-purpose addresses are refused unless the operator named an
//    explicit origin for that domain (`keys create --origin`), which is the operator's permission to go inside.
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { DomainEntry } from '../org/org-config.ts';

const blocked = new BlockList();
// IPv4 special-purpose registry (RFC 6890 and successors): nothing here is a public web server.
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10],
  ['fec0::', 10], ['ff00::', 8], ['2001::', 32], ['2001:10::', 28], ['2001:20::', 28],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** The 8 groups of an IPv6 address as numbers (handles `::` and a trailing dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const o = v4[1]!.split('.').map(Number);
    text = text.slice(0, -v4[1]!.length) + `${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** The IPv4 address carried inside IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible and NAT64 (64:ff9b::/96) forms. */
function embeddedIPv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const mapped = zeros(5) && g[5] === 0xffff;
  const compatible = zeros(6) && (g[6] !== 0 || g[7]! > 1);
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  if (!mapped && !compatible && !nat64) return undefined;
  return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
}

/** True for an address a public web site could live at; false for private, loopback, link-local, reserved… */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 0) return false;
  if (isIPv4(ip)) return !blocked.check(ip, 'ipv4');
  const inner = embeddedIPv4(ip);
  if (inner !== undefined) return !blocked.check(inner, 'ipv4');
  return !blocked.check(ip, 'ipv6');
}

export type AllowAddress = (address: string, host: string, port?: number) => boolean;

interface HostRule {
  privateAllowed: boolean;
  /** For explicit origins: the one port configured (so a loopback origin does not open every local port). */
  port?: number;
}

function hostKey(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/** The connect-time check for one organization's domain list. */
export function connectPolicy(domains: readonly DomainEntry[]): AllowAddress {
  const rules = new Map<string, HostRule[]>();
  const add = (host: string, rule: HostRule) => rules.set(hostKey(host), [...(rules.get(hostKey(host)) ?? []), rule]);
  for (const entry of domains) {
    add(entry.domain, { privateAllowed: false });
    if (entry.origin) {
      const url = new URL(entry.origin);
      add(url.hostname, { privateAllowed: true, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) });
    }
  }
  return (address, host, port) => {
    const candidates = rules.get(hostKey(host));
    if (!candidates || isIP(address.replace(/^\[|\]$/g, '')) === 0) return false;
    const isPublic = isPublicAddress(address);
    return candidates.some((rule) => isPublic || (rule.privateAllowed && (port === undefined || rule.port === port)));
  };
}

/** The URL the engine starts from for a listed domain: its configured origin, else `https://<domain>/`. */
export function siteUrlFor(entry: DomainEntry): string {
  return entry.origin ? `${entry.origin}/` : `https://${entry.domain}/`;
}
