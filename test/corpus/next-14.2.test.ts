// Host matrix of the corpus site `next-14.2` (test/helpers/corpus.ts): export, verify, browse on every host.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('next-14.2');
