// Host matrix of the corpus site `docsify` (test/helpers/corpus.ts): a site whose pages are Markdown the browser
// renders (hash routes, `_sidebar.md`), exported by the general rules alone — export, verify, browse on every host,
// the site's own search box, and verify naming a deleted page's Markdown.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('docsify');
