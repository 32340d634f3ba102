// Start-time check that a listed domain is resolvable and reachable, so a typo or a dead host is a 400 at once
// instead of a job that fails later. It applies the same address policy as the export (a TCP connect to the
// first allowed resolved address; no HTTP request is sent), so it can never reach what the export may not.
import { lookup as dnsLookup } from 'node:dns/promises';
import { connect, isIP } from 'node:net';
import { HttpProblem } from './http-error.ts';
import type { AddressCheck } from '../../src/core/types.ts';

export type LookupAll = (host: string) => Promise<string[]>;

export const systemLookup: LookupAll = async (host) => (await dnsLookup(host, { all: true })).map((a) => a.address);

export interface ProbeOptions {
  lookup?: LookupAll;
  timeoutMs?: number;
}

/** Throws a 400 HttpProblem saying why `url` cannot be exported; resolves when a connection could be opened. */
export async function probeSite(domain: string, url: string, allowAddress: AddressCheck, options: ProbeOptions = {}): Promise<void> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.lookup ?? systemLookup)(host);
  } catch {
    throw new HttpProblem(400, `domain ${domain} is not reachable: ${host === domain ? host : 'its origin'} does not resolve`);
  }
  const allowed = addresses.filter((a) => allowAddress(a, host, port) === undefined);
  if (allowed.length === 0) {
    throw new HttpProblem(
      400,
      `domain ${domain} is not reachable: ${host === domain ? host : 'its origin'} resolves only to private, loopback or reserved addresses, which the service does not fetch`,
    );
  }
  const timeoutMs = options.timeoutMs ?? 5000;
  // The address a domain is fetched from is the operator's (an --origin mapping), not the caller's to know.
  const where = host === domain ? `${host}:${port}` : 'its origin';
  await new Promise<void>((resolve, reject) => {
    const socket = connect({ host: allowed[0]!, port, timeout: timeoutMs });
    const fail = (why: string) => {
      socket.destroy();
      reject(new HttpProblem(400, `domain ${domain} is not reachable: ${why}`));
    };
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => fail(`no answer from ${where} within ${timeoutMs} ms`));
    socket.once('error', (error: NodeJS.ErrnoException) => fail(`connecting to ${where} failed (${error.code ?? error.message})`));
  });
}
