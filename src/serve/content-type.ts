// Content types by file extension, for files the manifest does not describe (and as a check on the ones it
// does: a manifest written by an older exporter may carry an empty type). Only what a docs site ships.

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  conf: 'text/plain; charset=utf-8',
  gz: 'application/gzip',
};

export const RSC_CONTENT_TYPE = 'text/x-component';

export function contentTypeForFile(file: string): string {
  const dot = file.lastIndexOf('.');
  const slash = file.lastIndexOf('/');
  if (dot <= slash) return 'application/octet-stream';
  return TYPES[file.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Worth compressing: text of any kind, and the few binary formats that are not already compressed. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/manifest+json' ||
    type === 'application/xml' ||
    type === 'application/rss+xml' ||
    type === 'image/svg+xml' ||
    type === 'image/x-icon' ||
    type === 'image/bmp' ||
    type === 'font/ttf' ||
    type === 'font/otf' ||
    type === 'application/vnd.ms-fontobject' ||
    type === 'application/wasm'
  );
}
