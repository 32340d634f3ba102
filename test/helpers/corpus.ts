// The conformance corpus of issue 10: real framework sites (pinned npm packages, our own small content), built
// once per source hash into a cache outside the clone and served by their own production servers on 127.0.0.1.
//
//   buildCorpusSite(name)  installs the site's pinned dependencies (`npm ci` from the committed lock) and builds it
//   startCorpusSite(name)  starts its production server on an OS-picked port: { origin, url, pages, close() }
//
// Cache layout, under ${XDG_CACHE_HOME:-~/.cache}/static-export/corpus/ (override: STATIC_EXPORT_CORPUS_CACHE):
//   deps-<deps>-<hash>/                 `npm ci` of test/fixtures/corpus/deps/<deps>/ (package.json + lock)
//   deps-<deps>-<hash>/sites/<site>-<hash>/   a copy of the site's source, built there (node_modules resolve from
//                                       the folder above, so variants of one Next minor share one install)
// Each step writes a ready marker last and runs under a directory lock, so several vitest workers (or clones on
// one machine) build each thing once; a missing or half-written cache is rebuilt.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAMEWORK_TOOLS, type Framework, type FrameworkTool, pageUrlOf, STATIC_NGINX_CONFIG, toolVersion } from './corpus-frameworks.ts';
import { readBuildRoutes } from './fixture-site.ts';
import { readPagesRouterRoutes } from './pages-router-routes.ts';
import { startRealNginx } from './hosts/real-nginx.ts';
import { exists, isAlive, listFiles, startSiteProcess, withLock } from './site-process.ts';
import { withoutVitestEnv } from './child-env.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const CORPUS_SOURCE = join(here, '..', 'fixtures', 'corpus');
/** Bump when the way sites are installed or built changes. */
const RECIPE = 'corpus/1';
/** Sites built before this saw vitest's DEV=1 and the like (child-env.ts): their Starlight build had no search. */
const BUILD_ENV = 'without-vitest-env';
const READY = '.corpus-ready.json';
const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  'build',
  '.docusaurus',
  '.source',
  'next-env.d.ts',
  'out',
  'dist',
  'doc_build',
  'site',
  '_build',
  '.astro',
]);

export function corpusCacheRoot(): string {
  if (process.env.STATIC_EXPORT_CORPUS_CACHE) return process.env.STATIC_EXPORT_CORPUS_CACHE;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'static-export', 'corpus');
}

export type { Framework } from './corpus-frameworks.ts';

/** One link to click: on a page, the link to `to` (a page path below the site's base). */
export interface CorpusClick {
  to: string;
  /** The heading the target page shows, to know the navigation finished. */
  heading: string | RegExp;
}

export interface CorpusSiteSpec {
  name: string;
  framework: Framework;
  /** Folder under test/fixtures/corpus/deps/ with package.json and package-lock.json; '' for a Debian tool (MkDocs, Sphinx). */
  deps: string;
  /** Folder under test/fixtures/corpus/ with the site's source. */
  source: string;
  /** Environment for build and start (the Next app's variants are chosen by it). */
  env?: Record<string, string>;
  /** The site's base path (Next `basePath`, Docusaurus `baseUrl` without the trailing slash); '' at `/`. */
  basePath: string;
  /** Files of the source removed from the build copy (Next 15 has no proxy.js, Next 16 wants no middleware.js). */
  remove?: string[];
  /** Folder under test/fixtures/corpus/ whose files replace the source's in the build copy (an older API's version of a page). */
  overlay?: string;
  buildArgs: string[];
  /** Route kinds this site covers, for the report. */
  routeKinds: string[];
  /** Sampled pages (paths below the base path, `/` first), every route kind; at least 10. Issue 24's sites use the
   *  URL paths they link to (`/guides/`, `/guides/theming.html`). */
  sample: string[];
  /** Whether the sample is only a sample: then `serve` at `/` opens every page of the build (issue 24's sites). */
  everyPageOnServe?: boolean;
  /** The live site's kind of navigation when a reader clicks a link. @default 'soft' */
  navigation?: 'soft' | 'full';
  /** The site's own search box: a word only one page has, and that page's title. */
  search?: { word: string; title: string };
  /** Where the browser starts clicking, and the three links it clicks in turn. */
  clickFrom: string;
  clicks: CorpusClick[];
  /** Whether the export must record no warning at all (a version the exporter must know, not merely survive). */
  noWarnings?: boolean;
  /** Extra page paths that are not in the build's route list (rewrites). */
  extraPages?: string[];
  /**
   * A per-route data file the site's router fetches (path below the bundle root), which no HTML or script names
   * as a file: deleting it from a copy of the bundle must make `verify` fail naming it.
   */
  dataFile?: RegExp;
  /** A Next.js site's router: its page list is read from that router's build manifests. @default 'app' */
  nextRouter?: 'app' | 'pages';
}

const NEXT_SAMPLE = [
  '/',
  '/about',
  '/docs',
  '/docs/intro',
  '/docs/faq',
  '/reference/api/auth',
  '/reference/sdk/js/errors',
  '/guides',
  '/guides/advanced/caching',
  '/blog/hello-world',
  '/live',
  '/latest/intro',
];
const NEXT_KINDS = [
  'route group (marketing)',
  'parallel route @aside',
  'dynamic [slug] + generateStaticParams',
  'catch-all [...slug]',
  'optional catch-all [[...slug]]',
  'dynamic page (connection())',
  'proxy/middleware rewrite',
  'redirects()',
  'next/image, next/font/local, icon.png',
];
const NEXT_CLICKS: CorpusClick[] = [
  { to: '/docs/intro', heading: 'Introduction' },
  { to: '/reference/sdk/js/errors', heading: 'SDK errors' },
  { to: '/guides/advanced/caching', heading: 'Caching' },
];

function nextApp(name: string, deps: string, major: 14 | 15 | 16, extra: Partial<CorpusSiteSpec> = {}): CorpusSiteSpec {
  return {
    name,
    framework: 'next',
    deps,
    source: 'next-app',
    basePath: '',
    remove: major < 16 ? ['proxy.js'] : ['middleware.js'],
    buildArgs: ['build'],
    routeKinds: NEXT_KINDS,
    sample: NEXT_SAMPLE,
    clickFrom: '/',
    clicks: NEXT_CLICKS,
    extraPages: ['/latest/intro'],
    ...extra,
  };
}

export const CORPUS: Record<string, CorpusSiteSpec> = {
  'next-16.4': nextApp('next-16.4', 'next-16.4', 16),
  'next-16.4-ppr': nextApp('next-16.4-ppr', 'next-16.4', 16, {
    env: { CORPUS_CACHE_COMPONENTS: '1' },
    routeKinds: [...NEXT_KINDS, 'cacheComponents (PPR shell + dynamic hole on /live)'],
  }),
  'next-16.4-basepath': nextApp('next-16.4-basepath', 'next-16.4', 16, {
    env: { CORPUS_BASE_PATH: '/base', CORPUS_TRAILING_SLASH: '1' },
    basePath: '/base',
    routeKinds: [...NEXT_KINDS, "basePath '/base'", 'trailingSlash: true'],
  }),
  'next-16.3': nextApp('next-16.3', 'next-16.3', 16),
  'next-15.5': nextApp('next-15.5', 'next-15.5', 15, { routeKinds: [...NEXT_KINDS.map((k) => k.replace('proxy/', '')), 'webpack'] }),
  'next-14.2': nextApp('next-14.2', 'next-14.2', 14, {
    overlay: 'next-14-overlay',
    noWarnings: true,
    routeKinds: [...NEXT_KINDS.map((k) => k.replace('proxy/', '').replace('connection()', 'unstable_noStore()')), 'webpack', 'React 18'],
  }),
  fumadocs: {
    name: 'fumadocs',
    framework: 'next',
    deps: 'fumadocs',
    source: 'fumadocs',
    basePath: '',
    buildArgs: ['build'],
    routeKinds: [
      'route group (home)',
      'optional catch-all docs/[[...slug]]',
      'MDX with relative links',
      'search route api/search',
      'next/image, next/font/local, metadata images',
    ],
    sample: [
      '/',
      '/docs',
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/docs/guides/theming',
      '/docs/guides/search',
      '/docs/reference/cli',
      '/docs/reference/sdk/errors',
      '/docs/reference/sdk/client',
      '/docs/faq',
    ],
    clickFrom: '/docs/getting-started',
    clicks: [
      { to: '/docs/getting-started/installation', heading: 'Installation' },
      { to: '/docs/getting-started/configuration', heading: 'Configuration' },
      // A relative link in the MDX (`../guides/theming`), resolved against the page's URL.
      { to: '/docs/guides/theming', heading: 'Theming' },
    ],
  },
  nextra: {
    name: 'nextra',
    framework: 'next',
    deps: 'nextra',
    source: 'nextra',
    basePath: '',
    buildArgs: ['build'],
    routeKinds: ['Nextra 4 docs theme, MDX content dir via catch-all [[...mdxPath]]', 'webpack (Next 15.5)'],
    sample: [
      '/',
      '/docs',
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/docs/guides/theming',
      '/docs/guides/search',
      '/docs/reference/cli',
      '/docs/reference/sdk/errors',
      '/docs/reference/sdk/client',
      '/docs/faq',
    ],
    clickFrom: '/docs/getting-started',
    clicks: [
      { to: '/docs/getting-started/installation', heading: 'Installation' },
      { to: '/docs/getting-started/configuration', heading: 'Configuration' },
      { to: '/docs/guides/theming', heading: 'Theming' },
    ],
  },
  // Nextra 3 on the Next.js 14 Pages Router: `__NEXT_DATA__` pages, `/_next/data/<buildId>/…json` for the
  // getStaticProps / getServerSideProps pages, flexsearch over `nextra-data-<locale>.json` in the search box.
  'nextra-3': {
    name: 'nextra-3',
    framework: 'next',
    nextRouter: 'pages',
    deps: 'nextra-3',
    source: 'nextra-3',
    basePath: '',
    buildArgs: ['build'],
    routeKinds: [
      'Nextra 3 docs theme, MDX pages (Pages Router, Next 14.2, webpack)',
      'getStaticProps in MDX (/docs/changelog)',
      'dynamic [version] + getStaticPaths',
      'getServerSideProps (/status)',
      'redirects()',
    ],
    sample: [
      '/',
      '/docs',
      '/docs/getting-started',
      '/docs/getting-started/installation',
      '/docs/guides/theming',
      '/docs/reference/cli',
      '/docs/reference/sdk/errors',
      '/docs/changelog',
      '/docs/faq',
      '/releases/v2',
      '/status',
    ],
    clickFrom: '/docs/getting-started',
    clicks: [
      { to: '/docs/getting-started/installation', heading: 'Installation' },
      { to: '/docs/changelog', heading: 'Changelog' },
      { to: '/docs/faq', heading: 'FAQ' },
    ],
    search: { word: 'quokka', title: 'Search' },
    dataFile: /^_next\/data\/[^/]+\/docs\/changelog\.json$/,
  },
  docusaurus: {
    name: 'docusaurus',
    framework: 'docusaurus',
    deps: 'docusaurus',
    source: 'docusaurus',
    basePath: '',
    buildArgs: ['build'],
    routeKinds: ['docs plugin pages', 'blog plugin pages', 'custom page src/pages', 'pages linked only from sitemap.xml', '.html-less URLs'],
    sample: [
      '/',
      '/docs/intro',
      '/docs/getting-started/installation',
      '/docs/getting-started/configuration',
      '/docs/guides/theming',
      '/docs/guides/search',
      '/docs/reference/cli',
      '/docs/reference/sdk/errors',
      '/blog',
      '/blog/hello-world',
      '/unlisted-page',
    ],
    clickFrom: '/docs/intro',
    clicks: [
      { to: '/docs/getting-started/installation', heading: 'Installation' },
      { to: '/docs/getting-started/configuration', heading: 'Configuration' },
      { to: '/docs/reference/sdk/errors', heading: 'Errors' },
    ],
  },
};

// Issue 24's docs-framework sites: one outline (test/fixtures/corpus/scripts/write-pages.mjs), 23 pages in nested
// sections, in each framework's own format and URL style.
const DOCS_SAMPLE = [
  '',
  'getting-started/',
  'getting-started/installation',
  'guides/',
  'guides/images',
  'guides/advanced/',
  'guides/advanced/caching',
  'reference/',
  'reference/sdk/',
  'reference/sdk/errors',
  'faq',
];
// Each page's "Next:" link leads on, so every click has a visible link whatever the theme's sidebar shows (Material
// and the Read the Docs theme fold the sections the reader is not in).
const DOCS_CLICKS: CorpusClick[] = [
  { to: '/getting-started/installation', heading: 'Installation' },
  { to: '/getting-started/configuration', heading: 'Configuration' },
  { to: '/getting-started/first-steps', heading: 'First Steps' },
];

function docsSite(name: Framework, deps: string, extra: Partial<CorpusSiteSpec> & { routeKinds: string[] }): CorpusSiteSpec {
  const tool = FRAMEWORK_TOOLS[name]!;
  const url = (path: string): string =>
    tool.links === 'hash-md'
      ? pageUrlOf(path === '' || path.endsWith('/') ? `${path}README.md` : `${path}.md`, tool.links)
      : pageUrlOf(path === '' ? 'index.html' : path.endsWith('/') ? `${path}index.html` : `${path}.html`, tool.links);
  return {
    name,
    framework: name,
    deps,
    source: name,
    basePath: '',
    buildArgs: [],
    sample: DOCS_SAMPLE.map(url),
    everyPageOnServe: true,
    clickFrom: url('getting-started/'),
    clicks: DOCS_CLICKS,
    navigation: 'soft',
    search: { word: 'quokka', title: 'Caching' },
    ...extra,
  };
}

CORPUS.vitepress = docsSite('vitepress', 'vitepress', {
  routeKinds: ['VitePress 1.6 default theme, .html URLs', 'client router (per-page chunks in __VP_HASH_MAP__)', 'local search', 'Vue component in markdown'],
});
CORPUS.starlight = docsSite('starlight', 'starlight', {
  routeKinds: ['Starlight 0.37 on Astro 5, directory URLs', 'Preact island (client:load)', 'Pagefind search', 'astro:assets image'],
  navigation: 'full',
});
CORPUS.rspress = docsSite('rspress', 'rspress', {
  routeKinds: ['Rspress 2 (React, client router), .html URLs', 'built-in search index', 'React component in MDX'],
});
CORPUS.mkdocs = docsSite('mkdocs', '', {
  routeKinds: ['MkDocs Material (Debian) navigation.instant + navigation.indexes', 'lunr search in a worker', 'served by nginx'],
});
CORPUS.docsify = docsSite('docsify', 'docsify', {
  routeKinds: ['Docsify 4.13 (Markdown rendered in the browser), hash routes', '_sidebar.md, a README.md per folder', 'served by nginx'],
  clicks: DOCS_CLICKS.map((c) => ({ ...c, to: `/#${c.to}` })),
});
CORPUS.sphinx = docsSite('sphinx', '', {
  routeKinds: ['Sphinx (Debian) with the Read the Docs theme, .html URLs', 'search.html over searchindex.js', 'served by nginx'],
  navigation: 'full',
});

export const CORPUS_NAMES = Object.keys(CORPUS);

// ---------------------------------------------------------------- helpers

async function hashTree(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  for (const file of (await listFiles(dir, NOT_COPIED)).sort()) {
    hash.update(relative(dir, file).split(sep).join('/')).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
}

/** The caller's environment minus what vitest sets that would change how npm and the frameworks behave. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // `npm test`'s own settings (npm_*) must not leak into `npm ci` in the cache either.
  const env = withoutVitestEnv(process.env, true);
  // The frameworks' children (next build workers, npm's scripts) use the same Node 24 as the tests.
  env.PATH = `${dirname(process.execPath)}${process.platform === 'win32' ? ';' : ':'}${env.PATH ?? ''}`;
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', DOCUSAURUS_NO_UPDATE_CHECK: '1', CI: '1', ...extra };
}

function run(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d));
    child.stderr.on('data', (d: Buffer) => output.push(d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString();
      void writeFile(logFile, text).finally(() => {
        if (code === 0) resolve();
        else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}) in ${cwd}:\n${text.slice(-4000)}`));
      });
    });
  });
}

/** npm: the one running `npm test` when there is one, else `npm` on PATH. */
function npmCommand(): { command: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return { command: process.execPath, prefix: [execPath] };
  return { command: 'npm', prefix: [] };
}

// ---------------------------------------------------------------- build

export interface CorpusBuild {
  spec: CorpusSiteSpec;
  depsDir: string;
  siteDir: string;
  /** Every page path the build reports (below the base path), sorted. */
  pages: string[];
  /** Whether this call installed / built (false: cached). */
  installed: boolean;
  built: boolean;
  installMs: number;
  buildMs: number;
}

async function depsHash(deps: string): Promise<string> {
  const dir = join(CORPUS_SOURCE, 'deps', deps);
  const hash = createHash('sha256').update(RECIPE).update(`\0node ${process.versions.node}\0`);
  for (const name of ['package.json', 'package-lock.json'])
    hash
      .update(name)
      .update('\0')
      .update(await readFile(join(dir, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

async function installDeps(deps: string): Promise<{ dir: string; installed: boolean; ms: number }> {
  const started = performance.now();
  // A Debian tool's site (MkDocs, Sphinx) has nothing to install: its builds live under one folder of their own.
  if (deps === '') {
    const dir = join(corpusCacheRoot(), 'debian-tools');
    await mkdir(dir, { recursive: true });
    return { dir, installed: false, ms: 0 };
  }
  const dir = join(corpusCacheRoot(), `deps-${deps}-${await depsHash(deps)}`);
  let installed = false;
  if (!(await exists(join(dir, READY)))) {
    await withLock(`${dir}.lock`, 'corpus', 20, async () => {
      if (await exists(join(dir, READY))) return;
      await rm(join(dir, 'node_modules'), { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      for (const name of ['package.json', 'package-lock.json']) await cp(join(CORPUS_SOURCE, 'deps', deps, name), join(dir, name));
      const npm = npmCommand();
      await run(npm.command, [...npm.prefix, 'ci', '--no-audit', '--no-fund', '--loglevel=error'], dir, join(dir, 'install.log'), cleanEnv());
      await writeFile(join(dir, READY), JSON.stringify({ installMs: Math.round(performance.now() - started) }));
      installed = true;
    });
  }
  return { dir, installed, ms: Math.round(performance.now() - started) };
}

async function siteHash(spec: CorpusSiteSpec, depsDir: string): Promise<string> {
  const hash = createHash('sha256').update(RECIPE).update('\0').update(BUILD_ENV).update('\0').update(depsDir).update('\0');
  hash.update(JSON.stringify({ env: spec.env ?? {}, remove: spec.remove ?? [], buildArgs: spec.buildArgs, framework: spec.framework }));
  const tool = FRAMEWORK_TOOLS[spec.framework];
  if (tool) hash.update(`\0${JSON.stringify(tool.build(depsDir))}\0${toolVersion(tool)}\0`);
  await hashTree(hash, join(CORPUS_SOURCE, spec.source));
  if (spec.overlay) await hashTree(hash.update('\0overlay\0'), join(CORPUS_SOURCE, spec.overlay));
  return hash.digest('hex').slice(0, 12);
}

function frameworkBin(spec: CorpusSiteSpec, depsDir: string): string {
  return spec.framework === 'next'
    ? join(depsDir, 'node_modules', 'next', 'dist', 'bin', 'next')
    : join(depsDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/** The build command: the framework's CLI script run by this Node, or a Debian tool on PATH. */
function buildCommand(spec: CorpusSiteSpec, depsDir: string): { command: string; args: string[] } {
  const tool = FRAMEWORK_TOOLS[spec.framework];
  if (!tool) return { command: process.execPath, args: [frameworkBin(spec, depsDir), ...spec.buildArgs] };
  const build = tool.build(depsDir);
  return build.node ? { command: process.execPath, args: [build.command, ...build.args] } : build;
}

/** Every HTML page an issue-24 site built, as the URL path the site links to (`/guides/`, `/guides/theming.html`). */
async function builtPages(tool: FrameworkTool, siteDir: string): Promise<string[]> {
  const out = join(siteDir, tool.outDir);
  const skip = new Set(['node_modules', '_static', '_sources', '_images', 'assets', 'static', '_astro', 'pagefind']);
  return (
    (await listFiles(out, skip))
      .map((file) => relative(out, file).split(sep).join('/'))
      // A hash-routed site's pages are its Markdown files (`_sidebar.md` and the like are parts of pages).
      .filter(
        (file) => (tool.links === 'hash-md' ? file.endsWith('.md') && !/(^|\/)_[^/]*$/.test(file) : file.endsWith('.html')) && !tool.notPages.includes(file),
      )
      .map((file) => pageUrlOf(file, tool.links))
  );
}

async function pagesOf(spec: CorpusSiteSpec, siteDir: string): Promise<string[]> {
  const pages = new Set<string>(spec.extraPages ?? []);
  const tool = FRAMEWORK_TOOLS[spec.framework];
  if (tool) {
    for (const page of await builtPages(tool, siteDir)) pages.add(page);
  } else if (spec.framework === 'next') {
    const routes = spec.nextRouter === 'pages' ? await readPagesRouterRoutes(siteDir) : (await readBuildRoutes(siteDir)).pages;
    for (const page of routes) pages.add(page);
  } else {
    // Docusaurus: its sitemap lists every page (the URLs carry the configured `url` and `baseUrl`).
    const xml = await readFile(join(siteDir, 'build', 'sitemap.xml'), 'utf8');
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(m[1]!).pathname.slice(spec.basePath.length).replace(/\/$/, '') || '/';
      pages.add(path);
    }
  }
  return [...pages].sort();
}

const IN_USE = '.in-use';

/** Deletes older builds of the same site (other source hashes) that no live process serves or builds. */
async function pruneOldSites(name: string, keep: string): Promise<void> {
  const dir = dirname(keep);
  for (const entry of await readdir(dir).catch(() => [] as string[])) {
    const full = join(dir, entry);
    if (full === keep || !entry.startsWith(`${name}-`) || entry.endsWith('.lock') || !/^[0-9a-f]{12}$/.test(entry.slice(name.length + 1))) continue;
    if (await exists(`${full}.lock`)) continue;
    const users = await readdir(join(full, IN_USE)).catch(() => [] as string[]);
    if (users.some((pid) => isAlive(Number(pid)))) continue;
    await rm(full, { recursive: true, force: true });
  }
}

/** Installs (`npm ci`) and builds the site once per source hash; returns where it is and what it reports. */
export async function buildCorpusSite(name: string): Promise<CorpusBuild> {
  const spec = CORPUS[name];
  if (!spec) throw new Error(`no corpus site ${name}; known: ${CORPUS_NAMES.join(', ')}`);
  const deps = await installDeps(spec.deps);
  const started = performance.now();
  const siteDir = join(deps.dir, 'sites', `${spec.name}-${await siteHash(spec, deps.dir)}`);
  let built = false;
  if (!(await exists(join(siteDir, READY)))) {
    await withLock(`${siteDir}.lock`, 'corpus', 20, async () => {
      if (await exists(join(siteDir, READY))) return;
      await rm(siteDir, { recursive: true, force: true });
      await cp(join(CORPUS_SOURCE, spec.source), siteDir, { recursive: true, filter: (src) => !NOT_COPIED.has(src.split(sep).at(-1) ?? '') });
      for (const file of spec.remove ?? []) await rm(join(siteDir, file), { force: true });
      if (spec.overlay) await cp(join(CORPUS_SOURCE, spec.overlay), siteDir, { recursive: true });
      const build = buildCommand(spec, deps.dir);
      await run(build.command, build.args, siteDir, join(siteDir, 'build.log'), cleanEnv(spec.env));
      await writeFile(join(siteDir, READY), JSON.stringify({ buildMs: Math.round(performance.now() - started) }));
      built = true;
    });
  }
  await pruneOldSites(spec.name, siteDir);
  const buildMs = built
    ? Math.round(performance.now() - started)
    : ((JSON.parse(await readFile(join(siteDir, READY), 'utf8')) as { buildMs?: number }).buildMs ?? 0);
  const installMs =
    deps.installed || spec.deps === '' ? deps.ms : ((JSON.parse(await readFile(join(deps.dir, READY), 'utf8')) as { installMs?: number }).installMs ?? 0);
  return { spec, depsDir: deps.dir, siteDir, pages: await pagesOf(spec, siteDir), installed: deps.installed, built, installMs, buildMs };
}

// ---------------------------------------------------------------- start

export interface RunningCorpusSite {
  spec: CorpusSiteSpec;
  build: CorpusBuild;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Origin plus base path, ending in `/`: the site's home page. */
  url: string;
  pages: string[];
  pid: number;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Starts `next start` / `docusaurus serve` for a built site on 127.0.0.1 and an OS-picked port. */
export async function startCorpusSite(name: string): Promise<RunningCorpusSite> {
  let lastError: unknown;
  // `docusaurus serve` refuses `--port 0`: it gets a port the OS just handed out, and another try if it lost it.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(name);
    } catch (error) {
      lastError = error;
      if (!/already running on port|EADDRINUSE/.test((error as Error).message)) break;
    }
  }
  throw lastError;
}

/** MkDocs and Sphinx: the built folder behind nginx (they have no production server of their own). */
async function startNginxSite(build: CorpusBuild, tool: FrameworkTool): Promise<RunningCorpusSite> {
  const marker = join(build.siteDir, IN_USE, String(process.pid));
  await mkdir(dirname(marker), { recursive: true });
  await writeFile(marker, '');
  try {
    const nginx = await startRealNginx(join(build.siteDir, tool.outDir), { config: STATIC_NGINX_CONFIG });
    const close = async () => {
      await nginx.close();
      await rm(marker, { force: true });
    };
    return { spec: build.spec, build, origin: nginx.origin, url: nginx.url, pages: build.pages, pid: nginx.pid, close };
  } catch (error) {
    await rm(marker, { force: true });
    throw error;
  }
}

async function startOnce(name: string): Promise<RunningCorpusSite> {
  const build = await buildCorpusSite(name);
  const { spec } = build;
  const tool = FRAMEWORK_TOOLS[spec.framework];
  if (tool && !tool.serve) return startNginxSite(build, tool);
  const args = tool?.serve
    ? tool.serve(build.depsDir, await freePort())
    : spec.framework === 'next'
      ? [frameworkBin(spec, build.depsDir), 'start', '-H', '127.0.0.1', '-p', '0']
      : [frameworkBin(spec, build.depsDir), 'serve', '--host', '127.0.0.1', '--port', String(await freePort()), '--no-open'];
  try {
    const server = await startSiteProcess({
      args,
      cwd: build.siteDir,
      env: cleanEnv(spec.env),
      inUseMarker: join(build.siteDir, IN_USE, String(process.pid)),
      readyPath: `${spec.basePath}/`,
    });
    return { spec, build, origin: server.origin, url: `${server.origin}${spec.basePath}/`, pages: build.pages, pid: server.pid, close: server.close };
  } catch (error) {
    throw new Error(`${name}: server in ${build.siteDir} did not come up: ${(error as Error).message}`);
  }
}
