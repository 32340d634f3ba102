// Host matrix of the corpus site `fumadocs` (test/helpers/corpus.ts): export, verify, browse on every host.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('fumadocs');
