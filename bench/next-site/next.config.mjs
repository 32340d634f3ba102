// Built by bench/next-origin.ts with BENCH_PAGES set; served by `next start` on 127.0.0.1.
/** @type {import('next').NextConfig} */
const config = {};
export default config;
