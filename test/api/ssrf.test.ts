// The address policy and the start-time probe, without the engine.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../src/api/http-error.ts';
import { probeSite } from '../../src/api/site-probe.ts';
import { connectPolicy, isPublicAddress, siteUrlFor } from '../../src/api/ssrf.ts';

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
    '100.64.0.1', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.10',
    '198.18.0.1', '198.51.100.7', '203.0.113.9', '192.0.0.8',
    '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', 'fec0::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '::127.0.0.1',
    '2002:7f00:1::1', '[::1]', 'not-an-ip', '',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2a00:1450:4001::200e'];
  it.each(refused)('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(allowed)('allows %s', (ip) => expect(isPublicAddress(ip)).toBe(true));
});

describe('connectPolicy', () => {
  const allow = connectPolicy([
    { domain: 'docs.acme.com' },
    { domain: 'docs.acme.test', origin: 'http://127.0.0.1:3000' },
    { domain: 'intranet.acme.test', origin: 'http://wiki.internal:8080' },
  ]);

  it('allows listed hosts at public addresses only', () => {
    expect(allow('93.184.216.34', 'docs.acme.com')).toBe(true);
    expect(allow('93.184.216.34', 'DOCS.ACME.COM.')).toBe(true);
    expect(allow('127.0.0.1', 'docs.acme.com')).toBe(false); // DNS rebinding to loopback
    expect(allow('169.254.169.254', 'docs.acme.com')).toBe(false); // cloud metadata
    expect(allow('10.1.2.3', 'docs.acme.com')).toBe(false);
  });

  it('never allows hosts outside the list, whatever they resolve to', () => {
    expect(allow('93.184.216.34', 'evil.example')).toBe(false);
    expect(allow('169.254.169.254', '169.254.169.254')).toBe(false);
    expect(allow('127.0.0.1', 'localhost')).toBe(false);
  });

  it('lets an explicit origin reach its private address, on its own port when the port is known', () => {
    expect(allow('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(allow('127.0.0.1', '127.0.0.1', 3000)).toBe(true);
    expect(allow('127.0.0.1', '127.0.0.1', 22)).toBe(false);
    expect(allow('10.0.0.7', 'wiki.internal', 8080)).toBe(true);
    // The domain itself (as opposed to its origin) still gets public addresses only.
    expect(allow('127.0.0.1', 'docs.acme.test')).toBe(false);
  });

  it('starts from the origin when one is configured', () => {
    expect(siteUrlFor({ domain: 'docs.acme.com' })).toBe('https://docs.acme.com/');
    expect(siteUrlFor({ domain: 'docs.acme.test', origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000/');
    expect(siteUrlFor({ domain: 'docs.acme.test', origin: 'http://10.0.0.5/docs' })).toBe('http://10.0.0.5/docs/');
  });
});

describe('probeSite', () => {
  let listener: Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => listener.close(() => r())));

  const status = (e: unknown) => (HttpProblem.is(e) ? e.status : 0);

  it('connects to an allowed origin', async () => {
    const before = connections;
    const allow = connectPolicy([{ domain: 'docs.acme.test', origin: `http://127.0.0.1:${port}` }]);
    await probeSite('docs.acme.test', `http://127.0.0.1:${port}/`, allow);
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toBe(before + 1);
  });

  it('refuses a name resolving to loopback or metadata without connecting', async () => {
    const before = connections;
    const allow = connectPolicy([{ domain: 'rebind.acme.test' }]);
    for (const address of ['127.0.0.1', '169.254.169.254']) {
      const error = await probeSite('rebind.acme.test', `http://rebind.acme.test:${port}/`, allow, { lookup: async () => [address] }).catch((e) => e);
      expect(status(error)).toBe(400);
      expect(error.message).toMatch(/private, loopback or reserved/);
    }
    expect(connections).toBe(before);
  });

  it('says when a name does not resolve or nothing answers', async () => {
    const allow = connectPolicy([{ domain: 'docs.acme.test', origin: 'http://127.0.0.1:1' }]);
    const refused = await probeSite('docs.acme.test', 'http://127.0.0.1:1/', allow).catch((e) => e);
    expect(status(refused)).toBe(400);
    expect(refused.message).toMatch(/not reachable: connecting to 127.0.0.1:1 failed \(ECONNREFUSED\)/);
    const nxdomain = await probeSite('nope.invalid', 'https://nope.invalid/', connectPolicy([{ domain: 'nope.invalid' }])).catch((e) => e);
    expect(status(nxdomain)).toBe(400);
    expect(nxdomain.message).toMatch(/does not resolve/);
  });
});
