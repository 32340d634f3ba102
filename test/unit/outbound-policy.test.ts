// The engine's outbound policy as a pure function: which addresses are public, what --allow-private opens, and
// the exported origin's own address and port.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, outboundPolicy, parseAllowPrivate, specialRange } from '../../src/net/outbound-policy.ts';

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.8',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    'fec0::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '::127.0.0.1',
    '2002:7f00:1::1',
    '[::1]',
    'not-an-ip',
    '',
    // Finding 10: local-use NAT64 (RFC 8215) and the SIIT range (RFC 2765/6145) counted as public before.
    '64:ff9b:1::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:808:808',
    // Spellings the URL parser normalises never reach here unnormalised; if one did, it is not an address.
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
  ];
  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2a00:1450:4001::200e',
  ];
  it.each(refused)('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(allowed)('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it('names the range', () => {
    expect(specialRange('127.0.0.1')).toBe('loopback');
    expect(specialRange('169.254.169.254')).toBe('linkLocal');
    expect(specialRange('100.64.0.1')).toBe('carrierGradeNat');
    expect(specialRange('64:ff9b:1::a9fe:a9fe')).toBe('rfc6052');
    expect(specialRange('::ffff:0:a9fe:a9fe')).toBe('rfc6145');
  });
});

describe('parseAllowPrivate', () => {
  it('reads host[:port] and CIDR, normalising spellings', () => {
    expect(parseAllowPrivate('127.0.0.1:4000')).toEqual({ kind: 'address', address: '127.0.0.1', port: 4000 });
    expect(parseAllowPrivate('127.1:4000')).toEqual({ kind: 'address', address: '127.0.0.1', port: 4000 });
    expect(parseAllowPrivate('[::1]:80')).toEqual({ kind: 'address', address: '0:0:0:0:0:0:0:1', port: 80 });
    expect(parseAllowPrivate('::1')).toEqual({ kind: 'address', address: '0:0:0:0:0:0:0:1' });
    expect(parseAllowPrivate('Wiki.Internal')).toEqual({ kind: 'name', host: 'wiki.internal' });
    expect(parseAllowPrivate('10.0.0.0/8').kind).toBe('cidr');
  });
  it.each(['', 'a:b:c', '127.0.0.1:0', '127.0.0.1:70000', '10.0.0.0/99', 'http://x/'])('refuses %j with a clear message', (entry) => {
    expect(() => parseAllowPrivate(entry)).toThrow(/Expected allow-private to be host\[:port\] or a CIDR range/);
  });
});

describe('outboundPolicy', () => {
  const check = outboundPolicy(new URL('http://127.0.0.1:3000/docs/'), ['127.0.0.1:4000', '10.0.0.0/8', 'wiki.internal:8080']);

  it('allows public addresses on any port', () => {
    expect(check('93.184.216.34', 'cdn.example', 443)).toBeUndefined();
  });

  it("allows the origin's own address and port, whatever name reaches it", () => {
    expect(check('127.0.0.1', '127.0.0.1', 3000)).toBeUndefined();
    expect(check('127.0.0.1', 'localhost', 3000)).toBeUndefined();
    expect(check('::ffff:127.0.0.1', 'x', 3000)).toBeUndefined();
  });

  it('refuses other ports of the same address, and other private addresses, naming the rule', () => {
    expect(check('127.0.0.1', '127.0.0.1', 3001)).toBe('loopback address');
    expect(check('127.0.0.1', 'localhost', 22)).toBe('loopback address');
    expect(check('169.254.169.254', '169.254.169.254', 80)).toBe('linkLocal address');
    expect(check('192.168.1.1', 'router', 80)).toBe('private address');
    expect(check('64:ff9b:1::a9fe:a9fe', 'x', 80)).toBe('rfc6052 address');
  });

  it('opens exactly what --allow-private names', () => {
    expect(check('127.0.0.1', 'localhost', 4000)).toBeUndefined();
    expect(check('127.0.0.1', '127.0.0.1', 4001)).toBe('loopback address');
    expect(check('10.9.8.7', 'anything', 1234)).toBeUndefined();
    expect(check('::ffff:10.9.8.7', 'anything', 1234)).toBeUndefined();
    expect(check('10.0.0.7', 'wiki.internal', 8080)).toBeUndefined();
    expect(check('192.168.0.7', 'wiki.internal', 8080)).toBeUndefined();
    expect(check('192.168.0.7', 'wiki.internal', 8081)).toBe('private address');
  });
});
