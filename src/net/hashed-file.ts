// Streams bytes to a file the way every download here must: into a partial file beside the target, hashed and
// counted as they pass, renamed into place only once complete and accepted, removed on any failure. A reader of
// `target` never sees half a file, and nothing is held in memory whatever the size.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface HashedFile {
  bytes: number;
  /** sha256 hex of the bytes written. */
  sha256: string;
}

export interface WriteHashedOptions {
  /** More bytes than this fail the write with `tooLarge(bytes)`. @default Infinity */
  maxBytes?: number;
  /** The error for a body over `maxBytes`. @default an Error naming the limit */
  tooLarge?: (bytes: number) => Error;
  /** Called on every chunk (e.g. to push back an idle timer). */
  onChunk?: (chunk: Uint8Array) => void;
  /** Runs before the rename: throw to refuse the file (a checksum or length that does not match). */
  accept?: (file: HashedFile) => void;
  /** Makes the target's directory. @default mkdir -p */
  ensureDir?: (dir: string) => Promise<unknown>;
}

export async function writeHashedFile(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  target: string,
  options: WriteHashedOptions = {},
): Promise<HashedFile> {
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const partial = `${target}.part-${process.pid}-${Math.random().toString(36).slice(2)}`;
  // A Node stream that fails while the directory is being made (a reset socket) would emit an 'error' nobody
  // listens to yet, an uncaught exception; with a listener, the failure surfaces from the iteration below instead.
  if (typeof (chunks as { on?: unknown }).on === 'function') (chunks as unknown as NodeJS.EventEmitter).on('error', () => undefined);
  await (options.ensureDir ? options.ensureDir(dirname(target)) : mkdir(dirname(target), { recursive: true }));
  const hash = createHash('sha256');
  const out = createWriteStream(partial);
  // A write still in flight when a failure destroys the stream reports an error later; it is this same failure.
  let writeError: Error | undefined;
  out.on('error', (error) => (writeError ??= error));
  let bytes = 0;
  try {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw options.tooLarge?.(bytes) ?? new Error(`over the ${maxBytes}-byte limit`);
      options.onChunk?.(chunk);
      hash.update(chunk);
      if (writeError) throw writeError;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    const file = { bytes, sha256: hash.digest('hex') };
    options.accept?.(file);
    await rename(partial, target);
    return file;
  } catch (error) {
    // Closed before the partial file is removed, so a late open or write cannot bring it back.
    if (!out.closed) await new Promise<void>((resolve) => out.destroy().once('close', () => resolve()));
    await rm(partial, { force: true });
    throw error;
  }
}
