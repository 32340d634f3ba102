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
    // parseArgs says a missing value in three lines about `--opt=-XYZ`; one line says it here.
    const needsValue = code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? /Option '(--[a-z-]+)/.exec((error as Error).message)?.[1] : undefined;
    if (needsValue !== undefined) throw new UsageError(`${needsValue} needs a value (write ${needsValue}=<value> for one that starts with a dash)`);
    throw new UsageError((error as Error).message);
  }
}

/**
 * The options module's message for a value (`Expected \`--max-pages\` to be a whole number ≥ 1, got "abc"`) in
 * the command line's voice (`--max-pages must be a whole number ≥ 1, got "abc"`), so every usage error reads alike.
 */
export function inCliVoice(message: string): string {
  return message.replace(/^Expected `([^`]+)` to be /, '$1 must be ');
}
