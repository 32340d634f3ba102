// Host matrix of the corpus site `next-16.4-ppr` (test/helpers/corpus.ts): export, verify, browse on every host.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('next-16.4-ppr');
