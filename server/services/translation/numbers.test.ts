import { describe, expect, it } from 'vitest';
import { checkNumbers, readValues } from './numbers';

describe('numbers, amounts and dates survive translation', () => {
  it('reads 人民币叁拾万元 as 300,000 and accepts RMB 300,000', () => {
    expect(readValues('合同总价为人民币叁拾万元整。').map((v) => v.value)).toEqual([300000]);
    expect(checkNumbers('合同总价为人民币叁拾万元整。', 'The total contract price is RMB 300,000.')).toEqual([]);
    expect(checkNumbers('合同总价为人民币叁拾万元整。', 'The total contract price is RMB 30,000.')).toEqual([
      { kind: 'number', source: '叁拾万', expected: '300,000' },
    ]);
  });

  it('checks figures with 万 and separators, and ignores single-digit clause numbers', () => {
    expect(checkNumbers('第3条 借款金额为50万元，年利率3.85%。', 'Article 3 The loan amount is RMB 500,000 at an annual rate of 3.85%.')).toEqual([]);
    expect(checkNumbers('借款金额为1,200,000元。', 'The loan is RMB 1200000.')).toEqual([]);
    expect(checkNumbers('借款金额为1,200,000元。', 'The loan is RMB 120,000.')).toHaveLength(1);
  });

  it('wants the same date in any usual English form', () => {
    const src = '本合同自2024年3月1日起生效。';
    expect(checkNumbers(src, 'This Contract takes effect on March 1, 2024.')).toEqual([]);
    expect(checkNumbers(src, 'This Contract takes effect on 1 March 2024.')).toEqual([]);
    expect(checkNumbers(src, 'This Contract takes effect on 2024-03-01.')).toEqual([]);
    expect(checkNumbers(src, 'This Contract takes effect on March 10, 2024.')).toEqual([
      { kind: 'date', source: '2024年3月1日', expected: 'March 1, 2024' },
    ]);
  });
});
