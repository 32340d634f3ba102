// Libraries only one way of running needs (the AWS SDK for an S3 store, BullMQ and ioredis for a cluster) are
// optional peer dependencies: the package does not install them, and the module that uses them is imported only
// when that way is chosen. When one is missing, this says in one line which packages to install, instead of
// Node's "Cannot find package" with a stack trace.
import { StaticExportError } from './errors.ts';

/** Imports `load()`; if one of `packages` is not installed, a StaticExportError that names what to install. */
export async function importOptional<T>(feature: string, packages: readonly string[], load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = (error as Error).message ?? '';
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && packages.some((p) => message.includes(`'${p}'`))) {
      // Node's own message (a path inside node_modules) is left out: the line says all there is to do.
      throw new StaticExportError('INVALID_OPTION', `${feature} needs ${packages.join(', ')}, which are not installed: npm install ${packages.join(' ')}`);
    }
    throw error;
  }
}
