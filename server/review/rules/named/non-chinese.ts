/**
 * A contract mostly in another language (English): the rules read Chinese wording only, so the review says so
 * plainly instead of reporting Chinese clauses as missing.
 */
import type { DocIndex } from '../doc-index';
import type { DetectorFn } from '../types';

/**
 * True when Chinese characters make up at least a fifth of the letters (Han + Latin) of the contract. Counted with a
 * loop over char codes: a global match built an array of every character, a sixth of the rules' time on a
 * 100,000-character contract (decision 234).
 */
export function isMostlyChinese(ix: DocIndex): boolean {
  const text = ix.fullText;
  let han = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x4e00 && c <= 0x9fff) han++;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) latin++;
  }
  // Latin letters come in words of ~5; compare words with characters.
  return han >= (latin / 5) * 0.5 || han + latin === 0;
}

export const nonChinese: DetectorFn = ({ ix }) => (isMostlyChinese(ix) ? [] : [{ anchor: null }]);
