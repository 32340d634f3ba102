// The command-line front door: parse the command, hand over to it, map failures to exit codes (0 done,
// 1 failed, 2 usage) in this one place.
import { describeError } from '../core/errors.ts';
import { runExport } from './export-command.ts';
import type { CliIo } from './io.ts';
import { processIo } from './io.ts';
import { UsageError } from '../core/usage-error.ts';
import { nearest } from '../core/suggest.ts';
import { USAGE, usageOf } from './usage.ts';
import { runVerify } from './verify-command.ts';

export type Command = (args: string[], io: CliIo) => Promise<number>;

/** Commands a front door outside src/ adds (bin/static-export.js adds the cluster `worker`, which lives in server/). */
export type ExtraCommands = Record<string, () => Promise<Command>>;

const commands: Record<string, () => Promise<Command>> = {
  export: async () => runExport,
  verify: async () => runVerify,
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
      io.stderr(`static-export: ${error.message}\n\n${usageOf(name)}`);
      return 2;
    }
    io.stderr(`static-export: ${describeError(error)}\n`);
    return 1;
  }
}
