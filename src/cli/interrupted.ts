// The end of a command stopped by Ctrl-C (SIGINT) or SIGTERM: one line, and the exit code shells use for a process
// ended by that signal (128 + its number: 130, 143), so scripts and CI tell it from a failure.
import { constants } from 'node:os';
import type { CliIo } from './io.ts';

export function interrupted(io: CliIo, signal: NodeJS.Signals): number {
  io.stderr(`static-export: interrupted (${signal}); nothing was written\n`);
  return 128 + (constants.signals[signal] ?? 0);
}
