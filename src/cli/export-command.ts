// `static-export export <site>`: options in, one bundle out, nothing left behind on failure.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describeError, StaticExportError } from '../core/errors.ts';
import { publish } from '../pipeline/publish.ts';
import { normaliseSiteUrl, wholeNumber, wholeNumberOptions } from '../core/options.ts';
import { parseAllowPrivate } from '../net/outbound-policy.ts';
import type { IncrementalOutcome, RequestHeaders, SiteOptions } from '../core/types.ts';
import { CHANGES_FILE } from '../export/change-report.ts';
import { buildRequestHeaders, redactSecrets, secretValues } from '../core/request-headers.ts';
import { formatBytes } from '../terminal/format.ts';
import type { CliIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { releaseArgs } from './release-args.ts';
import { inCliVoice, parseCommandArgs } from './parse-options.ts';
import { createProgressReporter } from '../terminal/progress.ts';
import { readSigningKey } from '../sign/bundle-signature.ts';
import type { SshPrivateKey } from '../sign/ssh-keys.ts';
import { interrupted } from './interrupted.ts';
import { describeWarnings, warningCounts } from '../terminal/warning-summary.ts';
import { exportSummary } from './export-summary.ts';

/** How each numeric option is spelled on the command line. */
const FLAGS = {
  maxPages: '--max-pages',
  maxDepth: '--max-depth',
  concurrency: '--concurrency',
  timeoutMs: '--timeout',
  maxFileBytes: '--max-file-size',
  retries: '--retries',
  transformThreads: '--transform-threads',
} as const;

/** The numeric flags, checked by the options module's rules and messages (a wrong one is misuse: exit 2). */
function numericFlags(values: Record<string, string | boolean | string[] | undefined>): Pick<SiteOptions, keyof typeof FLAGS> {
  const text = (flag: string) => values[flag.slice(2)] as string | undefined;
  try {
    const seconds = wholeNumber(FLAGS.timeoutMs, text(FLAGS.timeoutMs), { unit: 'of seconds' });
    return {
      ...wholeNumberOptions(
        {
          concurrency: text(FLAGS.concurrency),
          maxPages: text(FLAGS.maxPages),
          maxDepth: text(FLAGS.maxDepth),
          maxFileBytes: text(FLAGS.maxFileBytes),
          retries: text(FLAGS.retries),
          transformThreads: text(FLAGS.transformThreads),
        },
        (option) => FLAGS[option as keyof typeof FLAGS] ?? option,
      ),
      ...(seconds === undefined ? {} : { timeoutMs: seconds * 1000 }),
    };
  } catch (error) {
    throw new UsageError(inCliVoice(describeError(error)), { usage: false });
  }
}

/** Every option `export` takes (its help: EXPORT_USAGE in usage.ts). */
export const EXPORT_OPTIONS = {
  out: { type: 'string' },
  'out-dir': { type: 'string' },
  paths: { type: 'string', multiple: true },
  version: { type: 'string' },
  concurrency: { type: 'string' },
  'max-pages': { type: 'string' },
  'max-depth': { type: 'string' },
  timeout: { type: 'string' },
  'max-file-size': { type: 'string' },
  retries: { type: 'string' },
  'transform-threads': { type: 'string' },
  'user-agent': { type: 'string' },
  'no-external': { type: 'boolean' },
  'allow-private': { type: 'string', multiple: true },
  'no-search': { type: 'boolean' },
  header: { type: 'string', multiple: true },
  cookie: { type: 'string', multiple: true },
  'sign-key': { type: 'string' },
  since: { type: 'string' },
  'since-trusted-key': { type: 'string', multiple: true },
  sequence: { type: 'string' },
  'created-at': { type: 'string' },
  'delta-out': { type: 'string' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean' },
} as const;

export async function runExport(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, EXPORT_OPTIONS);
  if (positionals.length !== 1)
    throw new UsageError(positionals.length === 0 ? 'export needs the site to export' : `export takes one site, got ${positionals.length}`);
  let site: URL;
  try {
    site = normaliseSiteUrl(positionals[0]!);
  } catch (error) {
    throw new UsageError(describeError(error));
  }
  const out = resolve(io.cwd, values.out ?? `${site.hostname}.tar.gz`);
  if (!/\.(tar\.gz|tgz)$/.test(out)) throw new UsageError(`--out must name a .tar.gz file, got ${JSON.stringify(values.out)}`);
  const allowPrivate =
    values['allow-private']
      ?.flatMap((p) => p.split(','))
      .map((p) => p.trim())
      .filter(Boolean) ?? [];
  try {
    for (const entry of allowPrivate) parseAllowPrivate(entry);
  } catch (error) {
    throw new UsageError(`--allow-private: ${describeError(error)}`);
  }
  const paths = values.paths
    ?.flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);

  let requestHeaders: RequestHeaders | undefined;
  try {
    requestHeaders = buildRequestHeaders(values.header ?? [], values.cookie ?? []);
  } catch (error) {
    throw new UsageError(describeError(error));
  }
  const secrets = secretValues(requestHeaders);
  const deltaOut = values['delta-out'] ? resolve(io.cwd, values['delta-out']) : undefined;
  const since = values.since && !/^https?:\/\//i.test(values.since) ? resolve(io.cwd, values.since) : undefined;
  if (deltaOut && !values.since) throw new UsageError('--delta-out needs --since <previous bundle>: the delta is made against it');
  // A delta names its base by the archive's sha256, so the base must be the archive itself, on this machine.
  if (deltaOut && !(since && /\.(tar\.gz|tgz)$/.test(since)))
    throw new UsageError('--delta-out needs --since to name a local .tar.gz bundle (the delta names its base by its sha256)');
  if (deltaOut && !/\.(tar\.gz|tgz)$/.test(deltaOut)) throw new UsageError(`--delta-out must name a .tar.gz file, got ${JSON.stringify(values['delta-out'])}`);
  if (deltaOut && since && !existsSync(since)) throw new UsageError(`--since: no previous bundle at ${since}`);
  let signingKey: SshPrivateKey | undefined;
  if (values['sign-key']) {
    try {
      signingKey = await readSigningKey(resolve(io.cwd, values['sign-key']));
    } catch (error) {
      throw new UsageError(`--sign-key: ${describeError(error)}`);
    }
  }

  const release = await releaseArgs(values, io.cwd, signingKey);
  const reporter = values.quiet ? undefined : createProgressReporter({ write: io.stderr, tty: io.isTTY, ...(io.columns ? { columns: io.columns } : {}) });
  const options: SiteOptions = {
    url: site.href,
    paths,
    version: values.version,
    ...numericFlags(values),
    userAgent: values['user-agent'],
    localiseExternal: !values['no-external'],
    allowPrivate,
    search: !values['no-search'],
    ...(requestHeaders ? { requestHeaders } : {}),
    ...(values.since === undefined ? {} : { since: /^https?:\/\//i.test(values.since) ? values.since : resolve(io.cwd, values.since) }),
    ...release.options,
  };
  const controller = new AbortController();
  let interruptedBy: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    interruptedBy = signal;
    controller.abort(new StaticExportError('ABORTED', 'interrupted'));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const { bundle: result, delta } = await publish({
      options,
      target: {
        out,
        ...(values['out-dir'] ? { outDir: resolve(io.cwd, values['out-dir']) } : {}),
        ...(signingKey ? { signingKey } : {}),
        ...(release.sinceTrustedKeys ? { sinceTrustedKeys: release.sinceTrustedKeys } : {}),
      },
      hooks: { onProgress: (p) => reporter?.update(p), signal: controller.signal },
      ...(deltaOut && since ? { delta: { base: since, out: deltaOut } } : {}),
      onStep: (event) => {
        if (event.step === 'exported') reporter?.finish();
      },
    });
    const m = result.manifest;
    const summary = {
      out,
      source: m.source,
      version: m.version,
      framework: m.framework,
      pages: result.pageCount,
      assets: result.assetCount,
      redirects: m.redirects.length,
      warnings: m.warnings.length,
      bytes: result.bytes,
      sha256: result.sha256,
      signed: signingKey !== undefined,
      ...(delta
        ? { delta: { out: delta.file, bytes: delta.bytes, sha256: delta.sha256, changed: delta.record.files.length, removed: delta.record.removed.length } }
        : {}),
      durationMs: result.durationMs,
    };
    const incremental = result.incremental;
    if (values.json)
      io.stdout(
        `${JSON.stringify({ ...summary, ...(incremental ? { incremental } : {}), warningCounts: warningCounts(m.warnings), warningList: m.warnings })}\n`,
      );
    else {
      if (incremental) io.stderr(sinceSummary(incremental));
      io.stderr(
        exportSummary(result, signingKey !== undefined) +
          (delta
            ? `delta: ${delta.file} (${formatBytes(delta.bytes)}: ${delta.record.files.length} files added or changed, ${delta.record.removed.length} removed, against sha256 ${delta.record.base.sha256})\n`
            : ''),
      );
      if (m.warnings.length > 0) {
        io.stderr(describeWarnings(m.warnings, 'the manifest and in --json'));
        const refused = m.warnings.filter((w) => w.code === 'refused-address').length;
        if (refused > 0)
          io.stderr(`${refused} request(s) to private or loopback addresses were refused; --allow-private <host[:port]|cidr> opens one you trust\n`);
      }
    }
    return 0;
  } catch (error) {
    reporter?.finish();
    // Whatever the stages threw once the signal came, the person pressed Ctrl-C: say so, and exit as shells do.
    if (interruptedBy) return interrupted(io, interruptedBy);
    if (StaticExportError.is(error, 'INVALID_PATH') || StaticExportError.is(error, 'INVALID_OPTION') || StaticExportError.is(error, 'OUT_DIR_NOT_EMPTY')) {
      throw new UsageError(describeError(error), { usage: false });
    }
    io.stderr(`static-export: export failed: ${redactSecrets(describeError(error), secrets)}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** The `--since` lines of the summary: PREV used or why not, the pages changed, what reuse saved. */
function sinceSummary(outcome: IncrementalOutcome): string {
  const lines: string[] = [];
  if (!outcome.used) lines.push(`--since: full export: ${outcome.reason ?? 'PREV not used'}`);
  const c = outcome.changes;
  if (c) {
    const p = c.pages;
    lines.push(`changes: ${p.added.length} added, ${p.removed.length} removed, ${p.changed.length} changed, ${p.unchanged} unchanged pages (${CHANGES_FILE})`);
    for (const [label, list] of [
      ['added', p.added],
      ['removed', p.removed],
      ['changed', p.changed],
    ] as const)
      for (const page of list.slice(0, 10)) lines.push(`  ${label} ${page}`);
    if (c.anchorsRemoved.length > 0) lines.push(`  ${c.anchorsRemoved.length} heading anchor(s) removed`);
    if (c.brokenLinks.length > 0) lines.push(`  ${c.brokenLinks.length} link(s) newly broken`);
  }
  const t = outcome.transfer;
  if (outcome.used) {
    lines.push(
      `transferred ${formatBytes(t.bytes)} in ${t.requests} requests; reused ${t.reusedFiles} files (${formatBytes(t.reusedBytes)}) from PREV, ${t.reusedWithoutRequest} without a request`,
    );
  }
  return `${lines.join('\n')}\n`;
}
