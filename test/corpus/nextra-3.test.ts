// Host matrix of the corpus site `nextra-3` (Nextra 3 on the Next.js 14 Pages Router, test/helpers/corpus.ts):
// export, verify, browse on every host, the site's own search box included.
import { defineCorpusMatrix } from './matrix.ts';

defineCorpusMatrix('nextra-3');
