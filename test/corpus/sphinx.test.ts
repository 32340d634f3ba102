// Host matrix of the corpus site `sphinx` (test/helpers/corpus.ts, issue 24): export, verify, browse on every host,
// the site's own search box, and verify naming a deleted lazily loaded chunk.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('sphinx');
