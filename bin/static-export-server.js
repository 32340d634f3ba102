#!/usr/bin/env -S MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 node --max-semi-space-size=8
// The REST API server (`npm start` in a clone): settings from the environment, see docs/api.md.
import { load } from './launch.js';

await load('server/api/main');
