// A site given as a table of files (path → content type and body), served on a loopback port only while
// exportSite() crawls it into `outDir`: for the browser tests that open the export from disk. A path missing
// from the table is tried with a trailing `/` (a folder's page), then answers 404.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportSite } from '../../src/export/export-site.ts';

export type FileTable = Record<string, [contentType: string, body: string | Buffer]>;

export async function exportFileTable(files: FileTable, outDir: string): Promise<void> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = files[path] ?? files[`${path}/`];
    if (file) return void res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    await exportSite({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outDir });
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
  }
}
