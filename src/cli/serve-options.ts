// `serve`'s command line and environment → StartServerOptions, validated once with exact messages.
//
//   static-export serve [bundle.tar.gz | dir | https://…] [--port n] [--host addr] [--data-dir dir] [--pin-version v]
//   STATIC_EXPORT_ENABLED=true STATIC_EXPORT_BUNDLE_URL=… STATIC_EXPORT_VERSION=v42 static-export serve
//
// The environment mirrors the deployment values `staticExport.enabled`, `.bundleUrl`, `.version`; a bundle
// named on the command line wins over STATIC_EXPORT_BUNDLE_URL.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from '../core/usage-error.ts';
import { unknownOptionMessage } from '../core/suggest.ts';
import { StaticExportError } from '../core/errors.ts';
import { parseAllowPrivate } from '../net/outbound-policy.ts';
import type { BundleSource } from '../serve/releases.ts';
import type { StartServerOptions } from '../serve/server.ts';
import { readTrustedKeys } from '../sign/bundle-signature.ts';

/** Every option `serve` takes, each with a value (its help: SERVE_USAGE in serve-usage.ts). */
export const SERVE_OPTIONS = ['--port', '--host', '--data-dir', '--pin-version', '--allow-private', '--bundle-timeout'] as const;
const VALUE_FLAGS = new Set<string>(SERVE_OPTIONS);

function parseFlags(args: string[]): { positional: string[]; flags: Map<string, string>; allowPrivate: string[] } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  const allowPrivate: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_FLAGS.has(name)) throw new UsageError(`serve: ${unknownOptionMessage(name, SERVE_OPTIONS)}`);
    const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') throw new UsageError(`serve: ${name} needs a value`);
    if (name === '--allow-private') allowPrivate.push(value);
    else flags.set(name, value);
  }
  return { positional, flags, allowPrivate };
}

function parsePort(raw: string, from: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new UsageError(`serve: expected ${from} to be a port number 0-65535, got ${JSON.stringify(raw)}`);
  return port;
}

async function sourceFrom(spec: string, cwd: string): Promise<BundleSource> {
  if (/^https?:\/\//i.test(spec)) {
    if (!URL.canParse(spec)) throw new UsageError(`serve: invalid bundle URL ${JSON.stringify(spec)}`);
    return { kind: 'url', url: spec };
  }
  const path = resolve(cwd, spec);
  try {
    return (await stat(path)).isDirectory() ? { kind: 'dir', path } : { kind: 'file', path };
  } catch {
    throw new StaticExportError('INVALID_OPTION', `cannot serve ${path}: no such file or directory`);
  }
}

function enabled(value: string | undefined): boolean {
  return value !== undefined && /^(true|1|yes|on)$/i.test(value.trim());
}

function parseTimeout(raw: string, from: string): number {
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms < 1000 || ms > 86_400_000) {
    throw new UsageError(`serve: expected ${from} to be a whole number of milliseconds from 1000 to 86400000, got ${JSON.stringify(raw)}`);
  }
  return ms;
}

/** Each entry checked now, so a typo stops the start instead of refusing every download later. */
function parseOpenings(entries: string[]): string[] {
  for (const entry of entries) parseAllowPrivate(entry);
  return entries;
}

export async function parseServeArgs(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<StartServerOptions> {
  const { positional, flags, allowPrivate: openedByFlag } = parseFlags(args);
  if (positional.length > 1) throw new UsageError('serve takes at most one bundle (.tar.gz, directory or URL)');
  let spec = positional[0];
  if (spec === undefined) {
    if (!enabled(env.STATIC_EXPORT_ENABLED)) {
      throw new UsageError('serve: name a bundle, or set STATIC_EXPORT_ENABLED=true and STATIC_EXPORT_BUNDLE_URL');
    }
    spec = env.STATIC_EXPORT_BUNDLE_URL?.trim();
    if (!spec) throw new UsageError('serve: STATIC_EXPORT_ENABLED=true needs STATIC_EXPORT_BUNDLE_URL');
  }
  const pin = flags.get('--pin-version') ?? (env.STATIC_EXPORT_VERSION?.trim() || undefined);
  const dataDir = flags.get('--data-dir') ?? (env.STATIC_EXPORT_DATA_DIR?.trim() || undefined);
  const portRaw = flags.get('--port') ?? env.PORT;
  const timeoutRaw = flags.get('--bundle-timeout') ?? (env.STATIC_EXPORT_BUNDLE_TIMEOUT_MS?.trim() || undefined);
  const deadlineMs =
    timeoutRaw === undefined ? undefined : parseTimeout(timeoutRaw, flags.has('--bundle-timeout') ? '--bundle-timeout' : 'STATIC_EXPORT_BUNDLE_TIMEOUT_MS');
  const allowPrivate = parseOpenings(openedByFlag.length ? openedByFlag : (env.STATIC_EXPORT_ALLOW_PRIVATE ?? '').split(/[\s,]+/).filter(Boolean));
  const keysFile = env.STATIC_EXPORT_TRUSTED_KEYS?.trim();
  const trustedKeys = keysFile ? await readTrustedKeys([resolve(cwd, keysFile)]) : undefined;
  return {
    ...(trustedKeys && keysFile ? { trustedKeys, trustedKeysFile: resolve(cwd, keysFile) } : {}),
    ...(enabled(env.STATIC_EXPORT_ALLOW_ROLLBACK) ? { allowRollback: true } : {}),
    source: await sourceFrom(spec, cwd),
    port: portRaw === undefined || portRaw === '' ? 8080 : parsePort(portRaw, flags.has('--port') ? '--port' : 'PORT'),
    host: flags.get('--host') ?? (env.HOST?.trim() || '0.0.0.0'),
    ...(pin ? { pinVersion: pin } : {}),
    ...(dataDir ? { dataDir: resolve(cwd, dataDir) } : {}),
    ...(deadlineMs ? { download: { deadlineMs } } : {}),
    ...(allowPrivate.length ? { allowPrivate } : {}),
  };
}
