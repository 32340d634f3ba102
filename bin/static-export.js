#!/usr/bin/env -S node --max-semi-space-size=16
// Node 24 runs the TypeScript sources directly (type stripping); no build step between a change and a run.
// The flag on the first line and tuneHeapForExport(): see src/runtime/heap.ts.
import { main } from '../src/cli/main.ts';
import { tuneHeapForExport } from '../src/runtime/heap.ts';

tuneHeapForExport();

process.exitCode = await main(process.argv.slice(2));
