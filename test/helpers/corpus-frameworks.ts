// How each framework of the corpus is built and served (issue 10: Next.js, Docusaurus; issue 24: VitePress,
// Starlight, Rspress, MkDocs Material, Sphinx; then Docsify): the build command, the folder the build writes, how its page files
// map to the URLs the site links to, and which production server serves it. corpus.ts does the caching around it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export type Framework = 'next' | 'docusaurus' | 'vitepress' | 'starlight' | 'rspress' | 'mkdocs' | 'sphinx' | 'docsify';

/**
 * How a built page file maps to the URL the site links to:
 *   dir             a/b/index.html → /a/b/      (Starlight, MkDocs)
 *   html            a/b.html → /a/b.html, a/index.html → /a/index.html   (Rspress, Sphinx)
 *   html-dir-index  a/b.html → /a/b.html, a/index.html → /a/             (VitePress)
 *   hash-md         one index.html; a/b.md → /#/a/b, a/README.md → /#/a/ (Docsify: Markdown the browser renders)
 */
export type LinkStyle = 'dir' | 'html' | 'html-dir-index' | 'hash-md';

export interface FrameworkTool {
  /** The build: a Node script of the installed deps (run with this Node), or a Debian command on PATH. */
  build(depsDir: string): { node: boolean; command: string; args: string[] };
  /** The production server: the framework's own (a Node script, `--port` given), or nginx over `outDir`. */
  serve?(depsDir: string, port: number): string[];
  /** Folder of the built site, below the site folder. */
  outDir: string;
  links: LinkStyle;
  /** Built HTML files that are not pages of the site (404, Sphinx' search and index pages). */
  notPages: string[];
  /** `<command> --version` of a Debian tool, hashed into the build so a package upgrade rebuilds. */
  versionOf?: string[];
}

const nodeTool = (bin: string, outDir: string, links: LinkStyle, previewArgs: (port: number) => string[]): FrameworkTool => ({
  build: (depsDir) => ({ node: true, command: join(depsDir, 'node_modules', bin), args: ['build'] }),
  serve: (depsDir, port) => [join(depsDir, 'node_modules', bin), 'preview', ...previewArgs(port)],
  outDir,
  links,
  notPages: ['404.html'],
});

export const FRAMEWORK_TOOLS: Partial<Record<Framework, FrameworkTool>> = {
  vitepress: nodeTool('vitepress/bin/vitepress.js', '.vitepress/dist', 'html-dir-index', (port) => ['--port', String(port), '--host', '127.0.0.1']),
  starlight: nodeTool('astro/astro.js', 'dist', 'dir', (port) => ['--port', String(port), '--host', '127.0.0.1']),
  rspress: nodeTool('@rspress/core/bin/rspress.js', 'doc_build', 'html', (port) => ['--port', String(port), '--host', '127.0.0.1']),
  mkdocs: {
    build: () => ({ node: false, command: 'mkdocs', args: ['build', '--site-dir', 'site'] }),
    outDir: 'site',
    links: 'dir',
    notPages: ['404.html'],
    versionOf: ['mkdocs', '--version'],
  },
  // Served by nginx as any static host serves it: Docsify has no server of its own but a dev server.
  docsify: {
    build: (depsDir) => ({ node: true, command: 'build.mjs', args: [depsDir] }),
    outDir: 'dist',
    links: 'hash-md',
    notPages: [],
  },
  sphinx: {
    build: () => ({ node: false, command: 'sphinx-build', args: ['-b', 'html', '.', '_build/html'] }),
    outDir: '_build/html',
    links: 'html',
    notPages: ['search.html', 'genindex.html'],
    versionOf: ['sphinx-build', '--version'],
  },
};

/** MkDocs and Sphinx have no production server of their own: nginx serves the built folder as any static host does. */
export const STATIC_NGINX_CONFIG = [
  'server {',
  '    listen 80;',
  '    root /srv/site;',
  '    index index.html;',
  '    location / { try_files $uri $uri/ =404; }',
  '    error_page 404 /404.html;',
  '}',
  '',
].join('\n');

/** The URL path (below the site's base) the site links to for a built page file (`a/b.html`, `a/index.html`). */
export function pageUrlOf(file: string, links: LinkStyle): string {
  if (links === 'hash-md') return file === 'README.md' ? '/' : `/#/${file.replace(/(^|\/)README\.md$/, '$1').replace(/\.md$/, '')}`;
  if (file === 'index.html') return '/';
  if (links === 'dir' || links === 'html-dir-index') {
    if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  }
  if (links === 'dir') return `/${file.replace(/\.html$/, '/')}`;
  return `/${file}`;
}

/** The Debian tool's version line, or '' when it is not installed (the build then fails with its own message). */
export function toolVersion(tool: FrameworkTool): string {
  if (!tool.versionOf) return '';
  const [command, ...args] = tool.versionOf;
  const run = spawnSync(command!, args, { encoding: 'utf8' });
  return `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
}
