// Entry point of the bundled Action (dist/index.js): everything happens in run().
import { run } from './main.ts';
import { tuneHeapForExport } from '../runtime/heap.ts';

tuneHeapForExport();

await run();
