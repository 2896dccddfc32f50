import { describe, expect, it } from 'vitest';
import type { TDocFileRow } from '../../db/schema/index';
import { assembleText, tidyPageText } from '../document/extract/assemble-text';
import { SAMPLE_LEASE_TEXT } from '../document/sample/sample-lease';
import { answerCell } from './answer-cell';
import { isValidCreditCode } from './credit-code';
import { extractEntities } from './extract-entities';

function fileOf(text: string): TDocFileRow {
  const a = assembleText([{ page: 1, text: tidyPageText(text), source: 'text' }]);
  return { id: '00000000-0000-4000-8000-0000000000aa', text: a.text, pages: a.pages, updatedAt: new Date(0) } as unknown as TDocFileRow;
}

describe('DD cells on the sample lease', () => {
  const file = fileOf(SAMPLE_LEASE_TEXT);
  it('answers an amount question with the sentence that states the amount, as an exact span', () => {
    const cell = answerCell(file, '合同金额或价款是多少？');
    expect(cell.status).toBe('found');
    expect(cell.quotes[0]!.text).toMatch(/[壹贰叁肆伍陆柒捌玖拾佰仟万]{2,}元|\d元/);
    expect(file.text.slice(cell.quotes[0]!.start, cell.quotes[0]!.end)).toBe(cell.quotes[0]!.text);
  });
  it('finds the dispute clause and says 未发现 with the searched terms when the file is silent', () => {
    expect(answerCell(file, '争议解决方式是什么？').quotes[0]!.text).toMatch(/诉讼|协商/);
    const none = answerCell(file, '是否有控制权变更条款？');
    expect(none.status).toBe('not_found');
    expect(none.answer).toBe('未发现');
    expect(none.searched).toContain('控制权');
  });
});

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it('accepts real codes and refuses a changed check character', () => {
    expect(isValidCreditCode('91440507694788698B')).toBe(true);
    expect(isValidCreditCode('91440606MADQXEQG9G')).toBe(true);
    expect(isValidCreditCode('91440507694788698C')).toBe(false);
    expect(isValidCreditCode('9144050769478869')).toBe(false);
  });
  it('extracts companies, checked codes, amounts, dates and parties as exact spans', () => {
    const text = '出租人（甲方）：示例置业有限公司\n统一社会信用代码：91440507694788698B\n签订日期：2025年1月1日，押金人民币10,000元。';
    const entities = extractEntities(text);
    const code = entities.find((e) => e.kind === 'credit_code')!;
    expect(code.valid).toBe(true);
    expect(code.company).toBe('示例置业有限公司');
    expect(entities.map((e) => e.kind)).toEqual(expect.arrayContaining(['company', 'party', 'date', 'amount']));
    for (const e of entities) expect(text.slice(e.start, e.end)).toBe(e.text);
  });
});
