// A file-system error from Node (`EACCES: permission denied, mkdtemp '/srv/out/.static-export-9Acx4V'`) as one
// line in words that names the folder or file the person gave, not the syscall or a scratch name of ours.
import { dirname } from 'node:path';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it already exists',
  ENOTEMPTY: 'the folder is not empty',
  EMFILE: 'too many files open in this process',
  ENAMETOOLONG: 'the name is too long',
  EBUSY: 'it is in use',
};

/** What the call tried to do, in words; `mkdtemp` and the like name the folder they write into. */
function action(syscall: string, path: string): string {
  switch (syscall) {
    case 'mkdtemp':
      return `create a folder in ${dirname(path)}`;
    case 'mkdir':
      return `create the folder ${path}`;
    case 'open':
    case 'write':
    case 'copyfile':
    case 'link':
    case 'symlink':
      return `open ${path}`;
    case 'rename':
      return `write ${path}`;
    case 'unlink':
    case 'rmdir':
    case 'rm':
      return `remove ${path}`;
    case 'scandir':
      return `read the folder ${path}`;
    default:
      return `read ${path}`;
  }
}

/** The error in words when it is a file-system error with a path, else undefined. */
export function describeFileError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string' || typeof path !== 'string') return undefined;
  // `mkdir -p` through a file answers EEXIST: the file is what stands in the way.
  const reason = syscall === 'mkdir' && code === 'EEXIST' ? 'a file of that name is in the way' : (REASONS[code] ?? code);
  // A scratch folder of ours (`.static-export-…`) means nothing to the reader: the folder it is made in does.
  const scratch = syscall === 'mkdtemp' ? -1 : path.search(/[\\/]\.static-export-[^\\/]*([\\/]|$)/);
  if (scratch >= 0) return `cannot write a scratch file in ${path.slice(0, scratch)}: ${reason}`;
  return `cannot ${action(syscall, path)}: ${reason}`;
}
