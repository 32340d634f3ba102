// `static-export keys create|revoke|list`: the operator's tool for the REST API's organization config (see
// server/org-config.ts). A new key is printed once, alone on the last line, so `KEY=$(… | tail -n1)` works.
import { parsePrivateKey } from '../sign/ssh-keys.ts';
import {
  configPathFromEnv,
  findDomain,
  generateKey,
  hashKey,
  keyIdOf,
  KEY_PATTERN,
  normaliseDomain,
  normaliseOrigin,
  ORG_NAME_PATTERN,
  readConfig,
  updateConfig,
  type DomainEntry,
  type Organization,
} from '../org/org-config.ts';
import { StaticExportError } from '../core/errors.ts';
import { buildRequestHeaders, describeHeaders } from '../core/request-headers.ts';
import { UsageError } from '../core/usage-error.ts';
import { nearest, unknownOptionMessage } from '../core/suggest.ts';

/** What `keys create` and `keys list` accept, for the nearest-option hint (their help: KEYS_USAGE in usage.ts). */
export const KEYS_CREATE_OPTIONS = ['--org', '--domain', '--origin', '--header', '--cookie', '--disabled', '--enabled'] as const;
export const KEYS_LIST_OPTIONS = ['--json'] as const;

export interface KeysIo {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** See CliIo.print. @default `stdout`, never failing */
  print?: (s: string) => Promise<void>;
}

interface CreateArgs {
  org: string;
  domains: DomainEntry[];
  enabled?: boolean;
}

function parseCreate(args: string[]): CreateArgs {
  let org: string | undefined;
  let enabled: boolean | undefined;
  const domains: DomainEntry[] = [];
  const pending = new Map<DomainEntry, { headers: string[]; cookies: string[] }>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined || (inline === undefined && v.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--org') {
      org = value();
      if (!ORG_NAME_PATTERN.test(org)) throw new UsageError(`--org must be lower-case letters, digits and dashes (like "acme"), got ${JSON.stringify(org)}`);
    } else if (flag === '--domain') {
      const raw = value();
      const domain = normaliseDomain(raw);
      if (!domain) throw new UsageError(domainMessage(raw, args.slice(i + 1)));
      domains.push({ domain });
      pending.set(domains.at(-1)!, { headers: [], cookies: [] });
    } else if (flag === '--header' || flag === '--cookie') {
      const last = domains.at(-1);
      if (!last) throw new UsageError(`${flag} belongs to the --domain before it`);
      const secrets = pending.get(last)!;
      (flag === '--header' ? secrets.headers : secrets.cookies).push(value());
    } else if (flag === '--origin') {
      const last = domains.at(-1);
      if (!last) throw new UsageError('--origin belongs to the --domain before it');
      if (last.origin) throw new UsageError(`--domain ${last.domain} has two --origin values`);
      try {
        last.origin = normaliseOrigin(value());
      } catch (error) {
        throw new UsageError(`--origin: ${(error as Error).message}`);
      }
    } else if (flag === '--disabled' || flag === '--enabled') {
      if (enabled !== undefined) throw new UsageError('give --disabled or --enabled once');
      enabled = flag === '--enabled';
    } else {
      throw new UsageError(
        flag.startsWith('-') ? `keys create: ${unknownOptionMessage(flag, KEYS_CREATE_OPTIONS)}` : `keys create takes no argument ${JSON.stringify(arg)}`,
      );
    }
  }
  if (!org) throw new UsageError('keys create needs --org <name>');
  for (const [entry, secrets] of pending) {
    try {
      const headers = buildRequestHeaders(secrets.headers, secrets.cookies);
      if (headers) entry.headers = headers;
    } catch (error) {
      throw new UsageError(`--domain ${entry.domain}: ${(error as Error).message}`);
    }
  }
  return { org, domains, ...(enabled === undefined ? {} : { enabled }) };
}

/** Why `raw` is not a --domain, saying what to do with the --origin that may follow it. */
function domainMessage(raw: string, rest: string[]): string {
  const next = rest[0]?.startsWith('--origin=') ? rest[0].slice('--origin='.length) : rest[0] === '--origin' ? rest[1] : undefined;
  const got = JSON.stringify(raw);
  if (next !== undefined) {
    return (
      `--domain is the host name API callers send (like docs.acme.com: no scheme, port or path), got ${got}; ` +
      `the address it is fetched from, ${JSON.stringify(next)}, is already the --origin. Pick a name for it, e.g. --domain docs.internal.test --origin ${next}`
    );
  }
  return `--domain takes a host name like docs.acme.com (no scheme, port or path), got ${got}; to fetch it from another address, add --origin <url> after it`;
}

/** A domain for listings: its origin, and its secret header names with the values hidden. */
function describeDomain(d: { domain: string; origin?: string; headers?: Record<string, string> | string[] }): string {
  const names = Array.isArray(d.headers) ? d.headers : Object.keys(d.headers ?? {});
  const extra = [
    d.origin ? `fetched from ${d.origin}` : '',
    names.length ? `sends ${describeHeaders(Object.fromEntries(names.map((n) => [n, ''])))}` : '',
  ].filter(Boolean);
  return extra.length ? `${d.domain} (${extra.join('; ')})` : d.domain;
}

function describeDomains(org: Organization): string {
  return org.domains.map(describeDomain).join(', ') || '(none)';
}

async function create(args: string[], io: KeysIo, path: string): Promise<number> {
  const input = parseCreate(args);
  const key = generateKey();
  const sha256 = hashKey(key);
  const id = keyIdOf(sha256);
  const { org, created } = await updateConfig(path, (config) => {
    let org = config.organizations[input.org];
    const created = !org;
    if (!org) {
      if (input.domains.length === 0) throw new UsageError(`organization ${input.org} is new: give at least one --domain it may export`);
      org = config.organizations[input.org] = { staticExport: input.enabled ?? true, domains: [], keys: [] };
    } else if (input.enabled !== undefined) {
      org.staticExport = input.enabled;
    }
    for (const d of input.domains) {
      const existing = findDomain(org, d.domain);
      if (!existing) org.domains.push(d);
      else {
        if (d.origin) existing.origin = d.origin;
        if (d.headers) existing.headers = d.headers;
      }
    }
    org.keys.push({ id, sha256, createdAt: new Date().toISOString() });
    return { org, created };
  });
  const text =
    `${created ? 'Created' : 'Updated'} organization ${input.org}: static export ${org.staticExport ? 'enabled' : 'DISABLED (its keys get 403)'}; domains: ${describeDomains(org)}\n` +
    `Config: ${path}\n` +
    `New admin key ${id}. It is shown only now and stored only as a hash; keep it secret:\n` +
    `${key}\n`;
  // One write, confirmed: a key nobody could read (the reader went away, `| head -1`) must not stay active.
  try {
    await (io.print ?? (async (t: string) => io.stdout(t)))(text);
  } catch (error) {
    await updateConfig(path, (config) => {
      const stored = config.organizations[input.org]?.keys.find((k) => k.id === id);
      if (stored) stored.revokedAt ??= new Date().toISOString();
    });
    io.stderr(
      `static-export: the new key ${id} could not be printed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}), so it was revoked; run keys create again\n`,
    );
    return 1;
  }
  return 0;
}

async function revoke(args: string[], io: KeysIo, path: string): Promise<number> {
  if (args.length !== 1) throw new UsageError('keys revoke takes one argument: the key or its id (key_…)');
  const target = args[0]!;
  const byKey = KEY_PATTERN.test(target);
  if (!byKey && !/^key_[0-9a-f]{12}$/.test(target)) throw new UsageError(`not a key (sxk_…) or key id (key_…): ${JSON.stringify(target.slice(0, 20))}`);
  const sha256 = byKey ? hashKey(target) : undefined;
  const result = await updateConfig(path, (config) => {
    for (const [name, org] of Object.entries(config.organizations)) {
      for (const k of org.keys) {
        if (sha256 ? k.sha256 === sha256 : k.id === target) {
          const already = !!k.revokedAt;
          k.revokedAt ??= new Date().toISOString();
          return { name, id: k.id, already };
        }
      }
    }
    return undefined;
  });
  if (!result) throw new StaticExportError('INVALID_OPTION', `no such key${byKey ? '' : ` id ${target}`} in ${path}`);
  io.stdout(`${result.already ? 'Already revoked' : 'Revoked'}: key ${result.id} of organization ${result.name}\n`);
  return 0;
}

async function list(args: string[], io: KeysIo, path: string): Promise<number> {
  const json = args.includes('--json');
  const other = args.filter((a) => a !== '--json');
  if (other.length)
    throw new UsageError(
      other[0]!.startsWith('-')
        ? `keys list: ${unknownOptionMessage(other[0]!, KEYS_LIST_OPTIONS)}`
        : `keys list takes no argument ${JSON.stringify(other[0])}`,
    );
  const config = await readConfig(path);
  // Hashes are left out too: they are not secrets, but nothing here needs them.
  const orgs = Object.entries(config.organizations).map(([name, org]) => ({
    name,
    staticExport: org.staticExport,
    // Header values are secrets: names only.
    domains: org.domains.map((d) => ({
      domain: d.domain,
      ...(d.origin ? { origin: d.origin } : {}),
      ...(d.headers ? { headers: Object.keys(d.headers) } : {}),
    })),
    keys: org.keys.map((k) => ({ id: k.id, createdAt: k.createdAt, ...(k.revokedAt ? { revokedAt: k.revokedAt } : {}) })),
    ...(org.limits ? { limits: org.limits } : {}),
    // The signing key is a secret: only its public half, which is what verifiers need.
    ...(org.signingKey ? { signingPublicKey: parsePrivateKey(org.signingKey).publicKey.line } : {}),
  }));
  if (json) {
    io.stdout(`${JSON.stringify({ config: path, organizations: orgs }, null, 2)}\n`);
    return 0;
  }
  if (orgs.length === 0) {
    io.stdout(`No organizations in ${path}. Create one: static-export keys create --org acme --domain docs.acme.com\n`);
    return 0;
  }
  for (const org of orgs) {
    io.stdout(`${org.name}  static export ${org.staticExport ? 'enabled' : 'disabled'}\n`);
    for (const d of org.domains) io.stdout(`  domain ${describeDomain(d)}\n`);
    for (const k of org.keys) io.stdout(`  key ${k.id}  created ${k.createdAt}${k.revokedAt ? `  REVOKED ${k.revokedAt}` : '  active'}\n`);
    if (org.signingPublicKey) io.stdout(`  signs bundles with ${org.signingPublicKey}\n`);
  }
  return 0;
}

function unknownSubcommand(sub: string): string {
  const guess = nearest(sub, ['create', 'revoke', 'list']);
  return `unknown keys subcommand ${JSON.stringify(sub)}${guess ? `; did you mean keys ${guess}?` : ''}`;
}

export async function runKeys(args: string[], io: KeysIo): Promise<number> {
  const [sub, ...rest] = args;
  const path = configPathFromEnv(io.env, io.cwd);
  switch (sub) {
    case 'create':
      return create(rest, io, path);
    case 'revoke':
      return revoke(rest, io, path);
    case 'list':
      return list(rest, io, path);
    default:
      throw new UsageError(sub === undefined ? 'keys needs a subcommand: create, revoke or list' : unknownSubcommand(sub));
  }
}
