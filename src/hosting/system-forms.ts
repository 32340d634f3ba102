// The System.register form of each ES module of the site, which is how its modules run on file://
// (runtime/file-modules.ts; the forms go under FILE_MODULES_DIR at each module's own path, so the relative
// specifiers between modules still meet). Converted by Rollup, every import kept external and verbatim: each module
// is its own form, nothing is bundled or shaken. Rollup 3, pinned: its parser is JavaScript (acorn), which the
// Action's one-file bundle carries; Rollup 4 parses with a native or WebAssembly binary that dist/ cannot.
import type { OutputChunk } from 'rollup';

/** Files converted by one Rollup run: its start costs more than a small module's conversion. */
const BATCH = 200;

/**
 * The System.register form of each of `modules` (bundle file → its text) that parses as an ES module, by bundle file.
 * A module needs neither `import` nor `export` (a page's module script may have none), so a classic script that
 * parses as one gets a form too, never loaded; one that does not (sloppy-mode code) gets none.
 */
export async function systemForms(modules: Map<string, string>): Promise<Map<string, string>> {
  const files = [...modules.keys()].sort();
  const out = new Map<string, string>();
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH);
    const forms = await convert(batch, modules).catch(async () => {
      // One file that is no module fails the run: each alone, and the ones that fail have no form.
      const alone = new Map<string, string>();
      for (const file of batch) for (const [f, code] of await convert([file], modules).catch(() => new Map<string, string>())) alone.set(f, code);
      return alone;
    });
    for (const file of batch) {
      const code = forms.get(file);
      if (code !== undefined) out.set(file, code);
    }
  }
  return out;
}

const ENTRY = '\0static-export-module:';

// Loaded by the first conversion, not with the export: most sites have no ES module, and Rollup is ~15 MB of memory.
let loaded: Promise<typeof import('rollup')> | undefined;

async function convert(files: string[], modules: Map<string, string>): Promise<Map<string, string>> {
  loaded ??= import('rollup');
  const build = await (await loaded).rollup({
    input: Object.fromEntries(files.map((f, i) => [`m${i}`, ENTRY + f])),
    treeshake: false,
    preserveEntrySignatures: 'strict',
    onwarn: () => undefined,
    plugins: [
      {
        name: 'static-export-file-modules',
        resolveId: (source, importer) => (importer === undefined ? source : { id: source, external: true }),
        load: (id) => (id.startsWith(ENTRY) ? (modules.get(id.slice(ENTRY.length)) ?? null) : null),
      },
    ],
  });
  try {
    const { output } = await build.generate({ format: 'system', compact: true });
    const forms = new Map<string, string>();
    for (const chunk of output) {
      const c = chunk as OutputChunk;
      if (c.type === 'chunk' && c.facadeModuleId?.startsWith(ENTRY)) forms.set(c.facadeModuleId.slice(ENTRY.length), c.code);
    }
    return forms;
  } finally {
    await build.close();
  }
}
