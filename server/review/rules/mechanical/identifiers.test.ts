import { describe, expect, it } from 'vitest';
import { creditCodeProblem, idNumberProblem } from './identifiers';

describe('identifier checksums', () => {
  it('accepts valid 统一社会信用代码 and explains invalid ones (GB 32100-2015)', () => {
    expect(creditCodeProblem('91310000MA1FL0000N')).toBeNull();
    expect(creditCodeProblem('91110000710935021P')).toBeNull();
    expect(creditCodeProblem('91310000MA1FL00001')).toMatch(/校验位应为“N”/);
    expect(creditCodeProblem('91110108MA01WXYZ12')).toMatch(/不允许使用的字符“Z”/);
    expect(creditCodeProblem('9131000')).toMatch(/长度应为18位/);
  });

  it('accepts valid 身份证号码 and explains invalid ones (GB 11643)', () => {
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem('110101199003077774')).toBeNull();
    expect(idNumberProblem('110101199003077777')).toMatch(/校验位应为“4”/);
    expect(idNumberProblem('110101199002307777')).toMatch(/出生日期/);
    expect(idNumberProblem('110101900307777')).toBeNull();
  });
});
