// Each command's own --help ends with examples, names exactly the options the command accepts (so help and parser
// cannot drift apart), and a mistyped option or command names the nearest known one, with usage and exit 2.
import { describe, expect, it } from 'vitest';
import { APPLY_OPTIONS } from '../../src/cli/apply-command.ts';
import { EXPORT_OPTIONS } from '../../src/cli/export-command.ts';
import { KEYS_CREATE_OPTIONS, KEYS_LIST_OPTIONS } from '../../src/cli/keys.ts';
import { main } from '../../src/cli/main.ts';
import { optionNames } from '../../src/cli/parse-options.ts';
import { SERVE_OPTIONS } from '../../src/cli/serve-options.ts';
import { VERIFY_OPTIONS } from '../../src/cli/verify-command.ts';
import { editDistance, nearest } from '../../src/core/suggest.ts';
import { WORKER_OPTIONS } from '../../server/worker/worker-command.ts';
import { runCli } from '../helpers/run-cli.ts';

/** What each command accepts, as its parser knows it. */
const ACCEPTED: Record<string, readonly string[]> = {
  export: optionNames(EXPORT_OPTIONS),
  verify: optionNames(VERIFY_OPTIONS),
  apply: optionNames(APPLY_OPTIONS),
  serve: SERVE_OPTIONS,
  keys: [...KEYS_CREATE_OPTIONS, ...KEYS_LIST_OPTIONS],
  worker: WORKER_OPTIONS,
};

const worker = async () => (await import('../../server/worker/worker-command.ts')).runWorker;

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t), env: {}, isTTY: false, cwd: process.cwd() };
  const code = await main(args, io, { worker });
  return { code, stdout, stderr };
}

/** The example lines at the end of a help text. */
function examples(help: string): string[] {
  const tail = help.trimEnd().split('\nExamples:\n')[1];
  return tail === undefined ? [] : tail.split('\n').map((l) => l.trim());
}

/** The options a help text defines: the `--flag`s that open an indented line (`--disabled | --enabled` both). */
function definedOptions(help: string): Set<string> {
  const lines = help
    .split('\nExamples:\n')[0]!
    .split('\n')
    .filter((l) => /^ {2}--[a-z]/.test(l));
  return new Set(lines.flatMap((l) => [...l.split(/ {2,}/)[1]!.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0])));
}

describe('help', () => {
  it('static-export --help lists every command and ends with examples', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const command of Object.keys(ACCEPTED)) expect(stdout).toMatch(new RegExp(`^ {2}${command} `, 'm'));
    expect(examples(stdout).length).toBeGreaterThanOrEqual(2);
    for (const line of examples(stdout)) expect(line).toMatch(/^static-export (export|verify|serve) /);
  });

  for (const [command, accepted] of Object.entries(ACCEPTED)) {
    it(`${command} --help is its own, names exactly the options it accepts, and ends with 2–3 examples of it`, async () => {
      const { code, stdout } = await run([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage:\\s+static-export ${command}`));
      expect([...definedOptions(stdout)].sort()).toEqual([...accepted].sort());
      const lines = examples(stdout);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(line).toMatch(new RegExp(`^(?:[A-Z0-9_]+=\\S+ )*static-export ${command}\\b`));
        for (const flag of line.match(/(?<=\s)--[a-z][a-z-]*/g) ?? []) expect(accepted, line).toContain(flag);
      }
    });
  }

  it('the export examples parse with the export command’s own parser', async () => {
    const { parseCommandArgs } = await import('../../src/cli/parse-options.ts');
    for (const line of examples((await run(['export', '--help'])).stdout)) {
      const argv = (line.match(/'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^'|'$/g, ''));
      const { positionals } = parseCommandArgs(argv.slice(2), EXPORT_OPTIONS);
      expect(positionals, line).toHaveLength(1);
    }
  });
});

describe('a mistyped option or command', () => {
  it('export --out-dri: the nearest option, the export usage, exit 2 (the real bin)', async () => {
    const r = await runCli(['export', 'site', '--out-dri', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe("static-export: unknown option '--out-dri'; did you mean --out-dir?");
    expect(r.stderr).toContain('Usage: static-export export <site>');
  });

  for (const [args, line, usage] of [
    [['export', 'site', '--no-serach'], "unknown option '--no-serach'; did you mean --no-search?", 'static-export export'],
    [['export', 'site', '--max=3'], "unknown option '--max'", 'static-export export'],
    [['verify', 'x.tar.gz', '--jsno'], "unknown option '--jsno'; did you mean --json?", 'static-export verify'],
    [['verify', 'x.tar.gz', '--trusted-kye', 'k.pub'], "unknown option '--trusted-kye'; did you mean --trusted-key?", 'static-export verify'],
    [['apply', 'a.tar.gz', 'd.tar.gz', '--otu', 'b.tar.gz'], "unknown option '--otu'; did you mean --out?", 'static-export apply'],
    [['export', 'site', '--delta', 'd.tar.gz'], "unknown option '--delta'; did you mean --delta-out?", 'static-export export'],
    [['serve', 'x.tar.gz', '--prot', '80'], "serve: unknown option '--prot'; did you mean --port?", 'static-export serve'],
    [['serve', 'x.tar.gz', '--pin=v1'], "serve: unknown option '--pin'; did you mean --pin-version?", 'static-export serve'],
    [
      ['keys', 'create', '--org', 'acme', '--dmain', 'docs.acme.com'],
      "keys create: unknown option '--dmain'; did you mean --domain?",
      'static-export keys create',
    ],
    [['keys', 'list', '--jsn'], "keys list: unknown option '--jsn'; did you mean --json?", 'static-export keys list'],
    [['keys', 'lsit'], 'unknown keys subcommand "lsit"; did you mean keys list?', 'static-export keys create'],
    [['worker', '--concurency', '2'], "worker: unknown option '--concurency'; did you mean --concurrency?", 'static-export worker'],
    [['exprot', 'site'], 'unknown command "exprot"; did you mean export?', 'static-export <command>'],
    [['export', 'site', '--bogus'], "unknown option '--bogus'", 'static-export export'],
  ] as const) {
    it(`${args.join(' ')} → ${line}`, async () => {
      const r = await run([...args]);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(`static-export: ${line}`);
      expect(r.stderr).toContain(usage);
    });
  }
});

describe('nearest', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('out-dri', 'out-dir')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('names one option, or none when nothing is close or two are equally close', () => {
    const known = optionNames(EXPORT_OPTIONS);
    expect(nearest('--out-dri', known)).toBe('--out-dir');
    expect(nearest('--tranform-threads', known)).toBe('--transform-threads');
    expect(nearest('--allow', known)).toBe('--allow-private');
    expect(nearest('--max', known)).toBeUndefined(); // --max-pages, --max-depth, --max-file-size
    expect(nearest('--bogus', known)).toBeUndefined();
    expect(nearest('--zzzzzzzz', known)).toBeUndefined();
  });
});
