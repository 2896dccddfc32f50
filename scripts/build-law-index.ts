/**
 * `npm install` (scripts/postinstall.mjs): builds the statute search index of the corpus in force (the bundled one,
 * or LAWS_DIR) and saves it in node_modules/.cache/lawdesk, so the first `npm start` reads it instead of tokenizing
 * the corpus beside the first requests (decision 230). Without it the first start builds and saves it itself.
 *   node --import tsx scripts/build-law-index.ts
 */
import { getLawCorpus } from '../server/laws/corpus';
import { LawIndexBuilder } from '../server/services/search/law-index';
import { LAW_INDEX_CACHE_DIR, lawIndexKey, writeLawIndexFile } from '../server/services/search/law-index-file';

const corpus = getLawCorpus();
const parts = new LawIndexBuilder(corpus).parts();
const file = await writeLawIndexFile(LAW_INDEX_CACHE_DIR, parts, lawIndexKey(corpus));
console.log(`law index: ${parts.docs.length} articles, ${parts.termIds.size} terms, built in ${Math.round(parts.buildMs)} ms -> ${file}`);
