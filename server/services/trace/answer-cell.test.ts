import { describe, expect, it } from 'vitest';
import type { TDocFileRow } from '../../db/schema/index';
import { assembleText, tidyPageText } from '../document/extract/assemble-text';
import { SAMPLE_LEASE_TEXT } from '../document/sample/sample-lease';
import { answerCell } from './answer-cell';
import { isValidCreditCode } from './credit-code';
import { extractEntities } from './extract-entities';

/** A file row; each text its own id (the passage index is cached by file id). */
function fileOf(text: string, id = '00000000-0000-4000-8000-0000000000aa'): TDocFileRow {
  const a = assembleText([{ page: 1, text: tidyPageText(text), source: 'text' }]);
  return { id, text: a.text, pages: a.pages, updatedAt: new Date(0) } as unknown as TDocFileRow;
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

describe('DD cells on an annual report laid out as headings with the answer on the next line', () => {
  const report = [
    '第五节 重要事项',
    '七、 是否存在被控股股东及其关联方非经营性占用资金情况',
    '否',
    '八、 是否存在违反规定决策程序对外提供担保的情况？',
    '否',
    '九、 重大风险提示',
    '公司已在本报告中详细描述公司面临的政策性风险、汇率风险，敬请广大投资者注意投资风险。',
    '(一) 控股股东情况',
    '本公司股权结构较为分散，不存在控股股东。',
    '公司的法定代表人 黄杰',
  ].join('\n');
  const file = fileOf(report, '00000000-0000-4000-8000-0000000000ab');
  it('quotes the heading with the line under it (否), as one exact span', () => {
    const cell = answerCell(file, '是否存在对外担保？');
    expect(cell.quotes[0]!.text).toBe('八、 是否存在违反规定决策程序对外提供担保的情况？\n否');
    expect(file.text.slice(cell.quotes[0]!.start, cell.quotes[0]!.end)).toBe(cell.quotes[0]!.text);
  });
  it('prefers the sentence that answers to the heading that only names the subject', () => {
    expect(answerCell(file, '公司的控股股东是谁？').quotes[0]!.text).toBe('本公司股权结构较为分散，不存在控股股东。');
    expect(answerCell(file, '公司的法定代表人是谁？').quotes[0]!.text).toBe('公司的法定代表人 黄杰');
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
