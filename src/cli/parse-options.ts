// node:util's parseArgs for the commands that use it, with misuse turned into a UsageError (usage, exit 2) and
// an unknown option answered with the nearest known one instead of parseArgs' own advice about `--`.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from '../core/usage-error.ts';
import { unknownOptionMessage } from '../core/suggest.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Every spelling a command accepts, `--name` form, for suggestions and for the help text's test. */
export function optionNames(options: Options): string[] {
  return Object.keys(options).map((name) => `--${name}`);
}

export function parseCommandArgs<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /Unknown option '([^']+)'/.exec((error as Error).message)?.[1] : undefined;
    if (unknown !== undefined) throw new UsageError(unknownOptionMessage(unknown, optionNames(options)));
    throw new UsageError((error as Error).message);
  }
}
