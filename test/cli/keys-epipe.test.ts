// Issue 15, finding 11: `keys create … | head -1` — the reader goes away before the key is printed. The key must
// not stay active unseen, and the command must not crash with a stack trace.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/run-cli.ts';
import { removeDir, tempDir } from '../api/support.ts';

let dir: string;
afterEach(() => removeDir(dir));

describe('keys create with a closed stdout', () => {
  it('revokes the key it could not print and says so on stderr (exit 1, no crash)', async () => {
    dir = await tempDir('sx-epipe-');
    const child = spawn(process.execPath, [BIN, 'keys', 'create', '--org', 'acme', '--domain', 'docs.acme.com'], {
      env: { PATH: process.env.PATH ?? '', STATIC_EXPORT_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader is gone before anything is written: every write to stdout fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(stderr).toMatch(/could not be printed \(EPIPE\), so it was revoked/);
    expect(code).toBe(1);
    const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    const keys = config.organizations.acme.keys as Array<{ revokedAt?: string }>;
    expect(keys).toHaveLength(1);
    expect(keys[0]!.revokedAt).toEqual(expect.any(String));
  });
});
