// The command-line front door: parse the command, hand over to it, map failures to exit codes (0 done,
// 1 failed, 2 usage) in this one place.
import { describeError } from '../core/errors.ts';
import { runExport } from './export-command.ts';
import type { CliIo } from './io.ts';
import { processIo, UsageError } from './io.ts';
import { USAGE } from './usage.ts';
import { runVerify } from './verify-command.ts';

type Command = (args: string[], io: CliIo) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  export: async () => runExport,
  verify: async () => runVerify,
  serve: async () => (await import('./serve-command.ts')).runServe,
  keys: async () => (await import('./keys.ts')).runKeys,
  worker: async () => (await import('./worker-command.ts')).runWorker,
};

export async function main(args: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout)(USAGE);
    return name === undefined ? 2 : 0;
  }
  const load = commands[name];
  if (!load) {
    io.stderr(`static-export: unknown command ${JSON.stringify(name)}\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(name === 'keys' ? (await import('./keys.ts')).KEYS_USAGE : USAGE);
    return 0;
  }
  try {
    return await (await load())(rest, io);
  } catch (error) {
    if (UsageError.is(error)) {
      io.stderr(`static-export: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.stderr(`static-export: ${describeError(error)}\n`);
    return 1;
  }
}
