// The file:// index's words: ASCII text takes a faster split that must give exactly what the Unicode one gives.
import { describe, expect, it } from 'vitest';
import { snippetAndWords } from '../../src/search/index-input.ts';

/** The reference: the Unicode split for every text. */
function reference(text: string): [string, string] {
  const [snippet] = snippetAndWords(text);
  const inSnippet = new Set(snippet.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const rest = new Set<string>();
  for (const word of text
    .slice(snippet.length)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u))
    if (word && !inSnippet.has(word)) rest.add(word);
  return [snippet, [...rest].join(' ')];
}

const TEXTS = [
  'Install the CLI. Run `npx static-export --url https://docs.example.com` (Node 22+); then SERVE it: serve ./out',
  `Short ${'word '.repeat(3)}`,
  `${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6)}TURBOPACK_CHUNK_42 x-ray v1.2.3 a_b c-d e/f`,
  'Tabs\tand\nnew lines, \'quotes\', "double", <angle> & {braces} [brackets] #hash @at 100% $5 ~tilde^caret|pipe',
  // Not ASCII: the Unicode split (letters with accents, CJK, digits of other scripts).
  `Café déjà vu — naïve résumé; 東京 の ドキュメント ١٢٣ Ünïcödé ${'überall '.repeat(30)}ENDE`,
  '',
];

describe('snippetAndWords', () => {
  it('gives the same snippet and words with the ASCII split as with the Unicode one', () => {
    for (const text of TEXTS) expect(snippetAndWords(text), text.slice(0, 30)).toEqual(reference(text));
  });

  it('keeps the first characters as written and every other word once, lower-cased', () => {
    const [snippet, words] = snippetAndWords(`${'Alpha beta. '.repeat(20)}Gamma GAMMA gamma, Delta-42`);
    expect(snippet.length).toBeLessThanOrEqual(160);
    expect(snippet.startsWith('Alpha beta. Alpha')).toBe(true);
    expect(words).toBe('gamma delta 42');
  });
});
