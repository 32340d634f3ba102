// The shell examples of the README and docs/, as the docs test runs them: every ```sh (bash, shell) block runs,
// unless its info string says `no-run` or an `<!-- not run -->` comment stands right before it. A block whose
// info string says `api` needs the REST API (the test starts one and sets $API); a block that ends in
// `static-export serve` runs until it serves. One spelling in the text stands for the fixture site.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface DocBlock {
  /** Path from the repository's root, and the 1-based line of the opening fence. */
  file: string;
  line: number;
  info: string;
  code: string;
  run: boolean;
  /** Needs the REST API running ($API, and its $STATIC_EXPORT_DATA_DIR). */
  api: boolean;
  /** Its last command is `static-export serve`, which runs until stopped. */
  serves: boolean;
}

/** The documented site: each runnable block gets the fixture's origin in its place. */
export const DOCUMENTED_SITE = 'https://docs.acme.com';

const SHELL = new Set(['sh', 'bash', 'shell']);

/** The fenced shell blocks of one Markdown text, in order. */
export function shellBlocks(markdown: string, file: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence); i++) body.push(lines[i]!);
    const info = open[3]!.trim();
    const words = info.split(/[\s,]+/);
    if (!SHELL.has(words[0]!)) continue;
    let before = start - 1;
    while (before >= 0 && lines[before]!.trim() === '') before--;
    const notRun = words.includes('no-run') || (before >= 0 && /^<!--\s*not run\b.*-->$/.test(lines[before]!.trim()));
    const commands = body.filter((l) => l.trim() && !l.trim().startsWith('#'));
    blocks.push({
      file,
      line: start + 1,
      info,
      code: `${body.join('\n')}\n`,
      run: !notRun,
      api: words.includes('api'),
      serves: /\bstatic-export serve\b/.test(commands.at(-1) ?? ''),
    });
  }
  return blocks;
}

/** README.md and every docs/*.md, each with its blocks. */
export async function documentedBlocks(root: string): Promise<Array<{ file: string; blocks: DocBlock[] }>> {
  const docs = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).sort();
  const files = ['README.md', ...docs.map((f) => `docs/${f}`)];
  return Promise.all(files.map(async (file) => ({ file, blocks: shellBlocks(await readFile(join(root, file), 'utf8'), file) })));
}
