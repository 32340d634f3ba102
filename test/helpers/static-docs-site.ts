// A small static docs site as files on disk, in two states, for the `since` tests (issue 25): served by a real
// nginx (its own ETag and Last-Modified), and moved to its second state the way rsync -c deploys: only the files
// that change are written, so the others keep their mtime and validators.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A server block for startRealNginx's `config`: the site's files, `/x/` served from `x/index.html`. */
export const STATIC_SITE_NGINX = `server {
    listen 80;
    root /srv;
    location / { try_files $uri $uri/index.html =404; }
}
`;

const LOREM = 'Words that make a page worth reading, repeated so the page has some weight. '.repeat(40);

function page(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/style.css"><script src="/app.0123abcd.js" defer></script></head><body><main><h1 id="top">${title}</h1>${body}<p>${LOREM}</p></main></body></html>`;
}

/** The site's first state: a home page, three pages, a stylesheet naming an image, a content-hashed script. */
export async function firstState(root: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home', '<a href="/a/">A</a> <a href="/b/">B</a> <a href="/c/">C</a>'),
    'a/index.html': page('A', '<p>Alpha.</p><a href="/b/#setup">B setup</a>'),
    'b/index.html': page('B', '<h2 id="setup">Setup</h2><p>Beta.</p><h2 id="usage">Usage</h2>'),
    'c/index.html': page('C', '<p>Gamma.</p>'),
    'style.css': `body { background: url(/img/bg.png); }\n${'.x { color: red; }\n'.repeat(200)}`,
    'app.0123abcd.js': `console.log(${JSON.stringify(LOREM)});\n`,
    'img/bg.png': Buffer.alloc(20_000, 7),
  };
  for (const [file, data] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), data);
  }
}

/** The second state, deployed like rsync -c: only the files that change are written. */
export async function secondState(root: string): Promise<void> {
  await writeFile(join(root, 'index.html'), page('Home', '<a href="/a/">A</a> <a href="/b/">B</a> <a href="/d/">D</a> <a href="/missing/">M</a>'));
  await writeFile(join(root, 'b/index.html'), page('B', '<p>Beta, rewritten.</p><h2 id="usage">Usage</h2>'));
  await mkdir(join(root, 'd'), { recursive: true });
  await writeFile(join(root, 'd/index.html'), page('D', '<p>Delta.</p>'));
  await rm(join(root, 'c'), { recursive: true });
}
