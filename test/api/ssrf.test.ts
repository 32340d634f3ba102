// The address policy and the start-time probe, without the engine.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../server/api/http-error.ts';
import { probeSite } from '../../server/api/site-probe.ts';
import { connectPolicy, siteUrlFor } from '../../server/jobs/ssrf.ts';

describe('connectPolicy', () => {
  const check = connectPolicy([
    { domain: 'docs.acme.com' },
    { domain: 'docs.acme.test', origin: 'http://127.0.0.1:3000' },
    { domain: 'intranet.acme.test', origin: 'http://wiki.internal:8080' },
  ]);
  const allow = (address: string, host: string, port = 443) => check(address, host, port) === undefined;

  it('allows listed hosts at public addresses only', () => {
    expect(allow('93.184.216.34', 'docs.acme.com')).toBe(true);
    expect(allow('93.184.216.34', 'DOCS.ACME.COM.')).toBe(true);
    expect(allow('127.0.0.1', 'docs.acme.com')).toBe(false); // DNS rebinding to loopback
    expect(allow('169.254.169.254', 'docs.acme.com')).toBe(false); // cloud metadata
    expect(allow('10.1.2.3', 'docs.acme.com')).toBe(false);
    expect(allow('64:ff9b:1::a9fe:a9fe', 'docs.acme.com')).toBe(false); // local-use NAT64 of the metadata address
  });

  it('never allows hosts outside the list, whatever they resolve to, and names the rule', () => {
    expect(check('93.184.216.34', 'evil.example', 443)).toBe("host outside the organization's domains");
    expect(allow('169.254.169.254', '169.254.169.254')).toBe(false);
    expect(allow('127.0.0.1', 'localhost')).toBe(false);
  });

  it('lets an explicit origin reach its private address on its own port only', () => {
    expect(allow('127.0.0.1', '127.0.0.1', 3000)).toBe(true);
    expect(allow('127.0.0.1', '127.0.0.1', 22)).toBe(false);
    expect(allow('10.0.0.7', 'wiki.internal', 8080)).toBe(true);
    // The domain itself (as opposed to its origin) still gets public addresses only.
    expect(check('127.0.0.1', 'docs.acme.test', 443)).toBe('private address without an explicit origin');
  });

  it('opens what the operator named (STATIC_EXPORT_ALLOW_PRIVATE) for listed hosts only', () => {
    const opened = connectPolicy([{ domain: 'docs.acme.com' }], ['10.0.0.0/8']);
    expect(opened('10.1.2.3', 'docs.acme.com', 443)).toBeUndefined();
    expect(opened('192.168.1.1', 'docs.acme.com', 443)).toBe('private address without an explicit origin');
    expect(opened('10.1.2.3', 'evil.example', 443)).toBe("host outside the organization's domains");
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
    expect(refused.message).toBe('domain docs.acme.test is not reachable: connecting to its origin failed (ECONNREFUSED)');
    const nxdomain = await probeSite('nope.invalid', 'https://nope.invalid/', connectPolicy([{ domain: 'nope.invalid' }])).catch((e) => e);
    expect(status(nxdomain)).toBe(400);
    expect(nxdomain.message).toMatch(/does not resolve/);
  });
});
