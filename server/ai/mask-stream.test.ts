import { describe, expect, it } from 'vitest';
import { createMasker } from './mask';
import { createStreamRestorer } from './mask-stream';

describe('createStreamRestorer', () => {
  const masker = createMasker({ names: ['张三'] });
  const masked = masker.mask('出借人张三，手机13812345678。');

  it('restores placeholders split across deltas, whatever the cut', () => {
    const answer = `根据合同，${masked.replace('。', '')}应当还款；[姓名1]已催告。`;
    for (let cut = 1; cut < answer.length; cut++) {
      const r = createStreamRestorer(masker);
      const shown = r.push(answer.slice(0, cut)) + r.push(answer.slice(cut)) + r.flush();
      expect(shown).toBe('根据合同，出借人张三，手机13812345678应当还款；张三已催告。');
    }
  });

  it('passes ordinary brackets through, and keeps a placeholder it did not make', () => {
    const r = createStreamRestorer(masker);
    expect(r.push('见[P3]与【附件一】，')).toBe('见[P3]与【附件一】，');
    expect(r.push('以及【姓名9】')).toBe('以及【姓名9】');
    expect(r.push('【未闭合的很长很长很长很长的括号内容')).toBe('【未闭合的很长很长很长很长的括号内容');
    expect(r.flush()).toBe('');
  });
});
