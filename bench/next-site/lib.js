// The site's shape, from BENCH_PAGES alone, so every build of one size serves the same pages.
export const PAGES = Number(process.env.BENCH_PAGES || 2000);
export const PER_SECTION = 40;
export const SECTIONS = Math.ceil(PAGES / PER_SECTION);

const WORDS =
  'export bundle page route segment payload static host cache client server layout render stream chunk font image link sidebar search index prefetch navigation hydrate deploy config version manifest archive'.split(
    ' ',
  );

export function sectionName(s) {
  return `section-${String(s).padStart(3, '0')}`;
}

export function pagesOf(s) {
  const first = s * PER_SECTION;
  const out = [];
  for (let i = first; i < Math.min(PAGES, first + PER_SECTION); i++) out.push(`page-${String(i).padStart(5, '0')}`);
  return out;
}

/** Deterministic paragraphs: about 12 KB of text a page, like a real docs page's body. */
export function paragraphs(seed, count = 16) {
  let x = (seed * 2654435761) % 4294967296;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const out = [];
  for (let p = 0; p < count; p++) {
    const words = [];
    for (let w = 0; w < 110; w++) words.push(WORDS[next() % WORDS.length]);
    out.push(words.join(' '));
  }
  return out;
}
