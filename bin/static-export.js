#!/usr/bin/env -S MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 node --max-semi-space-size=8
// The CLI. In a clone, Node 24 runs the TypeScript sources directly (no build step between a change and a run); an
// installed package runs its compiled lib/. The first line's setting and flag, and tuneHeapForExport(): src/runtime/heap.ts.
import { load } from './launch.js';

const { tuneHeapForExport } = await load('src/runtime/heap');
const { main } = await load('src/cli/main');

tuneHeapForExport();

// `worker` is the cluster service's command (server/), which src/ never imports: the bin, a door above both, adds it.
const worker = async () => (await load('server/worker/worker-command')).runWorker;
process.exitCode = await main(process.argv.slice(2), undefined, { worker });
