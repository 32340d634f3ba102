// The framework recognisers: the few places where a framework names files in a way no general rule can read (a
// hash map whose values must be expanded into file names). One small module each; this list is where the scan
// of a script (scan-js.ts, inline or fetched) asks them all. What they find is sure, not a guess.

import type { Ref, TransformContext } from './refs.ts';
import { rspressSearchIndexes } from './recognise-rspress.ts';
import { vitepressPageChunks } from './recognise-vitepress.ts';
import { nextraSearchData } from '../frameworks/next-pages/nextra-search.ts';
import { webpackLazyChunks } from '../frameworks/next-pages/webpack-lazy-chunks.ts';

const RECOGNISERS: ((js: string, ctx: TransformContext) => Ref[])[] = [
  vitepressPageChunks,
  rspressSearchIndexes,
  (js, ctx) => nextraSearchData(js, ctx.site),
  (js, ctx) => webpackLazyChunks(js, ctx.file, ctx.site, ctx.siteNotes),
];

export function recogniseJs(js: string, ctx: TransformContext): Ref[] {
  return RECOGNISERS.flatMap((recognise) => recognise(js, ctx));
}
