// What `verify` reads a bundle through: a directory as it is, or an archive read once into one scratch file with
// each file hashed on the way (bundle/archive-file.ts). Unpacked file by file, a 2,000-page archive was ~12,000
// new files on the disk, each then read back for its hash: about as long as exporting the site. Read so, a file's
// size and sha256 are known without reading it again, and only the files verify scans are read.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ArchiveFile } from '../bundle/archive-file.ts';
import { checkFile, type FileCheck } from '../bundle/check-files.ts';
import { parseManifest, readManifest } from '../bundle/manifest-io.ts';
import { listBundleFiles } from '../bundle/pack.ts';
import { StaticExportError } from '../core/errors.ts';
import { type FileRecord, MANIFEST_PATH, type Manifest } from '../core/types.ts';

export interface BundleView {
  /** Every file of the bundle. */
  present: ReadonlySet<string>;
  manifest(): Promise<Manifest>;
  /** A listed file against its record (checkFile's answers); with `keep`, its bytes too. */
  check(record: FileRecord, keep: boolean): Promise<FileCheck>;
  read(file: string): Promise<Buffer | undefined>;
  /** A directory that holds every file the manifest does not list (and the manifest and its signature): what the signature checks read. */
  unlistedDir(manifest: Manifest): Promise<string>;
  /** Every file's sha256, when known without reading (an archive's). */
  sha256Of?(file: string): string | undefined;
}

const toPath = (root: string, file: string) => join(root, ...file.split('/'));

export async function directoryView(dir: string): Promise<BundleView> {
  return {
    present: new Set(await listBundleFiles(dir)),
    manifest: () => readManifest(dir),
    check: (record, keep) => checkFile(dir, record, keep),
    read: (file) => readFile(toPath(dir, file)).catch(() => undefined),
    unlistedDir: async () => dir,
  };
}

/** `archive` read, its unlisted files written to `scratch` (an absent folder) when asked for. */
export function archiveView(archive: ArchiveFile, scratch: string, listed: (manifest: Manifest) => ReadonlySet<string>): BundleView {
  return {
    present: new Set(archive.files.keys()),
    async manifest() {
      const text = await archive.read(MANIFEST_PATH);
      if (!text) throw new StaticExportError('BAD_MANIFEST', `not a bundle: ${MANIFEST_PATH} is missing`);
      return parseManifest(text.toString('utf8'));
    },
    async check(record, keep) {
      const file = archive.files.get(record.file);
      if (!file) return { problem: 'missing' };
      if (file.length !== record.bytes) return { problem: `${file.length} bytes, the manifest says ${record.bytes}` };
      // Hashed as the archive was read into the scratch file, which only this process writes.
      const data = keep ? await archive.read(record.file) : undefined;
      if (file.sha256 !== record.sha256) return { problem: `sha256 ${file.sha256}, the manifest says ${record.sha256}`, ...(data ? { data } : {}) };
      return data ? { data } : {};
    },
    read: (file) => archive.read(file),
    async unlistedDir(manifest) {
      const covered = listed(manifest);
      await mkdir(scratch, { recursive: true });
      for (const file of archive.files.keys()) {
        if (covered.has(file)) continue;
        const to = toPath(scratch, file);
        await mkdir(dirname(to), { recursive: true });
        await writeFile(to, (await archive.read(file))!);
      }
      return scratch;
    },
    sha256Of: (file) => archive.files.get(file)?.sha256,
  };
}
