import { describe, expect, it } from 'vitest';
import { anchorQuote, normalizeForMatch } from './anchor';

const paragraphs = [
  { index: 3, text: '乙方逾期付款的，每日按应付款项的千分之五（0.5%）向甲方支付违约金。' },
  { index: 4, text: '本合同自双方签字盖章之日起生效，有效期  一年。' },
];

describe('anchorQuote', () => {
  it('anchors an exact quote on its original span', () => {
    const r = anchorQuote(paragraphs, '每日按应付款项的千分之五');
    const start = paragraphs[0]!.text.indexOf('每日按');
    expect(r).toEqual({ anchor: { paragraph_index: 3, start, end: start + 12, quote: '每日按应付款项的千分之五' } });
  });

  it('matches across half-width punctuation and changed whitespace, anchoring the original characters', () => {
    const r = anchorQuote(paragraphs, '乙方逾期付款的,每日按应付款项的千分之五(0.5%)');
    expect('anchor' in r && r.anchor.quote).toBe('乙方逾期付款的，每日按应付款项的千分之五（0.5%）');
    const spaced = anchorQuote(paragraphs, '有效期一年');
    const at = paragraphs[1]!.text.indexOf('有效期');
    expect('anchor' in spaced && spaced.anchor).toEqual({ paragraph_index: 4, start: at, end: at + 7, quote: '有效期  一年' });
  });

  it('ignores a clause number the model copied in front of the quote, and surrounding quotation marks', () => {
    expect(anchorQuote(paragraphs, '第八条 本合同自双方签字盖章之日起生效')).toMatchObject({ anchor: { paragraph_index: 4, start: 0 } });
    expect(anchorQuote(paragraphs, '“本合同自双方签字盖章之日起生效”')).toMatchObject({ anchor: { paragraph_index: 4, start: 0 } });
  });

  it('refuses quotes that are not in the text, paraphrased, or too short to place', () => {
    expect(anchorQuote(paragraphs, '每日按应付款的千分之五')).toEqual({ failure: 'quote-not-found' });
    expect(anchorQuote(paragraphs, '乙方逾期付款的……违约金')).toEqual({ failure: 'quote-not-found' });
    expect(anchorQuote(paragraphs, '乙方')).toEqual({ failure: 'quote-too-short' });
  });

  it('maps normalised positions back to original offsets, including characters outside the BMP', () => {
    const { norm, map } = normalizeForMatch('a，𠮷 b');
    expect(norm).toBe('a,𠮷b');
    expect(map).toEqual([0, 1, 2, 2, 5]);
    expect(anchorQuote([{ index: 0, text: '甲方：𠮷祥公司有限责任' }], '𠮷祥公司')).toEqual({
      anchor: { paragraph_index: 0, start: 3, end: 8, quote: '𠮷祥公司' },
    });
  });
});
