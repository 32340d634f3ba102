// The command-line front door: parse the command, hand over to it, map failures to exit codes (0 done,
// 1 failed, 2 usage, 130 interrupted) in this one place. Each command is imported only when it runs, so `--help`,
// `--version` and a mistyped command answer without loading the engine.
import { describeError } from '../core/errors.ts';
import type { CliIo } from './io.ts';
import { processIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { nearest } from '../core/suggest.ts';
import { USAGE, usageOf } from './usage.ts';
import { packageVersion } from './version.ts';

export type Command = (args: string[], io: CliIo) => Promise<number>;

/** Commands a front door outside src/ adds (bin/static-export.js adds the cluster `worker`, which lives in server/). */
export type ExtraCommands = Record<string, () => Promise<Command>>;

const commands: Record<string, () => Promise<Command>> = {
  export: async () => (await import('./export-command.ts')).runExport,
  verify: async () => (await import('./verify-command.ts')).runVerify,
  apply: async () => (await import('./apply-command.ts')).runApply,
  serve: async () => (await import('./serve-command.ts')).runServe,
  keys: async () => (await import('./keys.ts')).runKeys,
};

export async function main(args: string[], io: CliIo = processIo(), extra: ExtraCommands = {}): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    io.stdout(`${packageVersion()}\n`);
    return 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : Object.hasOwn(extra, name) ? extra[name] : undefined;
  if (!load) {
    const guess = nearest(name, [...Object.keys(commands), ...Object.keys(extra)]);
    io.stderr(`static-export: unknown command ${JSON.stringify(name)}${guess ? `; did you mean ${guess}?` : ''}\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(usageOf(name));
    return 0;
  }
  try {
    return await (await load())(rest, io);
  } catch (error) {
    if (UsageError.is(error)) {
      const more = error.showUsage ? `\n${usageOf(name)}` : `run static-export ${name} --help for its options\n`;
      io.stderr(`static-export: ${error.message}\n${more}`);
      return 2;
    }
    io.stderr(`static-export: ${describeError(error)}\n`);
    return 1;
  }
}
