// The one outbound-request policy every door shares (CLI, Action, API jobs, worker). A docs page is written by
// whoever can edit the docs, and the bundle it makes is published: so a page must not make the exporter fetch
// what sits next to it (loopback, private networks, cloud metadata) and put the answer into the bundle.
//
// The check runs in the fetcher's connector on the address actually connected to, after DNS resolution and
// for every hop of a redirect (each hop is a new connection), so neither a hostname nor DNS rebinding nor an
// odd spelling (`127.1`, `0x7f000001`, `[::ffff:127.0.0.1]`) slips past it: the URL parser normalises
// spellings, DNS turns names into addresses, and only canonical addresses are classified here.
//
// Allowed: public unicast addresses; the exported origin's own address and port; and exactly what the user
// opened (`--allow-private host[:port]|cidr`). Ranges come from ipaddr.js's special-range tables.
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import { StaticExportError } from '../core/errors.ts';
import type { AddressCheck } from '../core/types.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The well-known NAT64 prefix (RFC 6052): its embedded IPv4 address is what the translator connects to. */
const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

function bare(address: string): string {
  return address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

function v4From(hi: number, lo: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

function rangeOf(ip: Address): string | undefined {
  if (ip.kind() === 'ipv4') {
    const range = ip.range();
    return range === 'unicast' ? undefined : range;
  }
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  const p = v6.parts;
  // Forms that carry an IPv4 address the packet really goes to: judge that address.
  if (range === 'ipv4Mapped') return rangeOf(v6.toIPv4Address());
  if (range === 'rfc6052' && v6.match(WELL_KNOWN_NAT64)) return rangeOf(v4From(p[6]!, p[7]!));
  if (range === '6to4') return rangeOf(v4From(p[1]!, p[2]!));
  // IPv4-compatible (`::a.b.c.d`, deprecated): ipaddr.js calls it unicast, but nothing public lives there.
  if (range === 'unicast' && p.slice(0, 6).every((x) => x === 0)) return 'ipv4Compatible';
  return range === 'unicast' ? undefined : range;
}

/**
 * The special-purpose range an address belongs to (ipaddr.js's names: `loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `uniqueLocal`, `rfc6145`, `rfc6052` for local-use NAT64, …), or undefined for a public
 * unicast address. Anything that is not a canonical IP address is `not-an-address`.
 */
export function specialRange(address: string): string | undefined {
  const text = bare(address);
  if (isIP(text) === 0) return 'not-an-address';
  return rangeOf(ipaddr.parse(text));
}

/** True for an address a public web site could live at. */
export function isPublicAddress(address: string): boolean {
  return specialRange(address) === undefined;
}

/** One `--allow-private` entry: a CIDR, or a host (address or name) with an optional port. */
export type PrivateOpening =
  | { kind: 'cidr'; range: [Address, number] }
  | { kind: 'address'; address: string; port?: number }
  | { kind: 'name'; host: string; port?: number };

function canonical(address: string): string {
  const ip = ipaddr.process(bare(address));
  return ip.toNormalizedString();
}

export function hostKey(host: string): string {
  return bare(host).toLowerCase().replace(/\.$/, '');
}

/** Parses `host[:port]` or `cidr` (`127.0.0.1:8080`, `[::1]:3000`, `wiki.internal`, `10.0.0.0/8`). */
export function parseAllowPrivate(entry: string): PrivateOpening {
  const text = entry.trim();
  const invalid = () => new StaticExportError('INVALID_OPTION', `Expected allow-private to be host[:port] or a CIDR range, got ${JSON.stringify(entry)}`);
  if (text.includes('/')) {
    try {
      return { kind: 'cidr', range: ipaddr.parseCIDR(text) };
    } catch {
      throw invalid();
    }
  }
  if (isIP(text) === 6) return { kind: 'address', address: canonical(text) };
  const m = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(text);
  if (!m) throw invalid();
  const port = m[2] === undefined ? undefined : Number(m[2]);
  if (port !== undefined && (port < 1 || port > 65535)) throw invalid();
  let host: string;
  try {
    // The URL parser spells a host the way a reference to it is spelled after parsing (`127.1` → `127.0.0.1`).
    host = hostKey(new URL(`http://${m[1]}/`).hostname);
  } catch {
    throw invalid();
  }
  if (isIP(host) !== 0) return { kind: 'address', address: canonical(host), ...(port === undefined ? {} : { port }) };
  return { kind: 'name', host, ...(port === undefined ? {} : { port }) };
}

/** True when one of `openings` names this connection. */
export function isOpened(openings: readonly PrivateOpening[], address: string, host: string, port: number): boolean {
  return openings.some((o) => opens(o, address, host, port));
}

function opens(opening: PrivateOpening, address: string, host: string, port: number): boolean {
  switch (opening.kind) {
    case 'cidr': {
      const ip = ipaddr.process(bare(address));
      const [net] = opening.range;
      return ip.kind() === net.kind() && ip.match(opening.range as [typeof ip, number]);
    }
    case 'address':
      return canonical(address) === opening.address && (opening.port === undefined || opening.port === port);
    case 'name':
      return hostKey(host) === opening.host && (opening.port === undefined || opening.port === port);
  }
}

export function defaultPort(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * The engine's connect-time check for an export of `origin`: undefined allows the connection, a string is the
 * rule that refused it (named in the manifest warning; the resolved address itself is never reported).
 */
export function outboundPolicy(origin: URL, allowPrivate: readonly string[] = []): AddressCheck {
  const openings = allowPrivate.map(parseAllowPrivate);
  const originHost = hostKey(origin.hostname);
  const originPort = defaultPort(origin);
  // The origin's own addresses, learnt from its connections: `localhost:PORT` is the origin when the origin is
  // `127.0.0.1:PORT`, but another port of the same address is not.
  const originAddresses = new Set<string>();
  if (isIP(originHost) !== 0) originAddresses.add(canonical(originHost));
  return (address, host, port) => {
    const range = specialRange(address);
    if (range === undefined) return undefined;
    if (range === 'not-an-address') return range;
    if (port === originPort && hostKey(host) === originHost) {
      originAddresses.add(canonical(address));
      return undefined;
    }
    if (port === originPort && originAddresses.has(canonical(address))) return undefined;
    if (isOpened(openings, address, host, port)) return undefined;
    return `${range} address`;
  };
}

/** Both checks must allow: the engine's policy first, then a door's own restriction (the API's org domains). */
export function composeChecks(first: AddressCheck, second: AddressCheck | undefined): AddressCheck {
  if (!second) return first;
  return (address, host, port) => first(address, host, port) ?? second(address, host, port);
}

/**
 * The check for a download with no site behind it (`serve`'s bundle URL): public addresses, and private ones only
 * where the operator opened them (`--allow-private`, STATIC_EXPORT_ALLOW_PRIVATE); the URL's own host is not
 * opened by naming it, so a redirect to it cannot reach an internal service either.
 */
export function openedOnlyPolicy(allowPrivate: readonly string[] = []): AddressCheck {
  const openings = allowPrivate.map(parseAllowPrivate);
  return (address, host, port) => {
    const range = specialRange(address);
    if (range === undefined) return undefined;
    if (range === 'not-an-address') return range;
    return isOpened(openings, address, host, port) ? undefined : `${range} address`;
  };
}
