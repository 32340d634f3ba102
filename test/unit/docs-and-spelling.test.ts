// What the docs and messages promise in passing: "organization" spelled one way (the spec's), deploy examples
// that pass the presigned link through `env:` (GitHub prints a `run:` script with `${{ }}` expanded), a scheduled
// refresh that runs more often than its links live, and a workflow that runs the action from the repository.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function files(dir: string, ext: RegExp): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && ext.test(e.name)).map((e) => join(e.parentPath, e.name));
}

it('spells "organization" one way in the code, the docs and action.yml', async () => {
  const all = [...(await files('src', /\.ts$/)), ...(await files('docs', /\.md$/)), join(ROOT, 'README.md'), join(ROOT, 'action.yml')];
  const offenders: string[] = [];
  for (const file of all) if (/organis/i.test(await readFile(file, 'utf8'))) offenders.push(file.slice(ROOT.length));
  expect(offenders).toEqual([]);
});

describe('docs/github-action.md examples', async () => {
  const doc = await readFile(join(ROOT, 'docs/github-action.md'), 'utf8');
  const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

  it('never expand a step output inside a run: script', () => {
    for (const block of blocks) {
      const lines = block.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const run = /^(\s*)(?:- )?run: \|/.exec(lines[i]!);
        if (!run) continue;
        for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || lines[j]!.search(/\S/) > run[1]!.length); j++) {
          expect(lines[j], `run: script in\n${block}`).not.toMatch(/\$\{\{\s*steps\./);
        }
      }
    }
  });

  it('refresh on a schedule more often than the link lives', () => {
    const scheduled = blocks.find((b) => b.includes('schedule:'))!;
    const hours = /cron: '\d+ ([\d,]+) \* \* \*'/.exec(scheduled)![1]!.split(',').map(Number);
    const gapHours = hours.length === 1 ? 24 : Math.max(...hours.map((h, i) => (hours[(i + 1) % hours.length]! - h + 24) % 24 || 24));
    const ttl = Number(/link-ttl: (\d+)/.exec(scheduled)![1]);
    expect(gapHours * 3600).toBeLessThan(ttl);
  });
});

it('has a workflow that runs the action from the repository against the fixture', async () => {
  const workflow = await readFile(join(ROOT, '.github/workflows/action.yml'), 'utf8');
  expect(workflow).toMatch(/^\s+uses: \.\/$/m);
  expect(workflow).toContain('scripts/serve-fixture.ts');
  const declared = await readFile(join(ROOT, 'action.yml'), 'utf8');
  const withBlock = /uses: \.\/\n\s+with:\n((?:\s{10}\S.*\n)+)/.exec(workflow)![1]!;
  for (const m of withBlock.matchAll(/^\s+([a-z-]+):/gm)) expect(declared).toMatch(new RegExp(`^  ${m[1]}:$`, 'm'));
});
