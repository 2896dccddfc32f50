/**
 * A contract mostly in another language (English): the rules read Chinese wording only, so the review says so
 * plainly instead of reporting Chinese clauses as missing.
 */
import type { DocIndex } from '../doc-index';
import type { DetectorFn } from '../types';

/** True when Chinese characters make up at least a fifth of the letters (Han + Latin) of the contract. */
export function isMostlyChinese(ix: DocIndex): boolean {
  const han = ix.fullText.match(/[\u4e00-\u9fff]/gu)?.length ?? 0;
  const latin = ix.fullText.match(/[A-Za-z]/g)?.length ?? 0;
  // Latin letters come in words of ~5; compare words with characters.
  return han >= (latin / 5) * 0.5 || han + latin === 0;
}

export const nonChinese: DetectorFn = ({ ix }) => (isMostlyChinese(ix) ? [] : [{ anchor: null }]);
