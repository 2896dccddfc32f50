import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../docx';
import { documentFromText } from '../testing/document-from-text';
import { suggestCategory } from './suggest-category';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONTRACTS = path.resolve(repoRoot, '../shared/data/contracts-cn');

/**
 * Expected category of each real .docx, evident from its name (null: no matching category — a guarantee contract,
 * which LawDesk does not list — so the honest answer is no suggestion). The .doc files go through LibreOffice in
 * the upload path and are covered by the review pipeline's tests.
 */
const EXPECTED: Record<string, string | null> = {
  '2contract/汽车销售合同（含占位符）.docx': 'sale',
  'EthanLXGu-awesome-resources/房屋租赁合同.docx': 'lease',
  'contract-review-copilot/01_正规长租公寓合同.docx': 'lease',
  'contract-review-copilot/02_隔断间合租风险合同.docx': 'lease',
  'contract-review-copilot/04_租金贷风险合同.docx': 'lease',
  'contract-review-copilot/06_短租实习合同.docx': 'lease',
  'contract-review-copilot/商业租房合同.docx': 'lease',
  'contract-review-copilot/房屋租赁三方合同.docx': 'lease',
  'contract-review-copilot/房屋租赁合同 模板七.docx': 'lease',
  'contract-review-copilot/房屋租赁合同(标准、完整).docx': 'lease',
  'contractflow/软件技术支持服务合同.docx': 'tech',
  'dkh1234-nanjing-construction/EPC总承包合同（水泥熟料生产线）.docx': 'construction',
  'guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx': 'loan',
  'textsegmentation/《委托合同（示范文本）》（GF—2025—1001）.docx': 'service',
  'textsegmentation/北京市科技类校外培训服务合同（示范文本）（试行）.docx': 'service',
  'zhirong-lawassist/买卖框架合同.docx': 'sale',
  'zhirong-lawassist/保证合同.docx': null,
  'zhirong-lawassist/养老护工服务合同.docx': 'service',
  'zhirong-lawassist/增资扩股协议.docx': 'equity',
  'zhirong-lawassist/存量房屋买卖合同.docx': 'sale',
};

describe('suggestCategory on the real contracts', () => {
  it('suggests the evident category for every .docx (accuracy 100% on the developer set)', () => {
    const wrong: string[] = [];
    for (const [file, expected] of Object.entries(EXPECTED)) {
      const doc = readDocx(readFileSync(path.join(CONTRACTS, file)));
      const got = suggestCategory(doc).category?.id ?? null;
      if (got !== expected) wrong.push(`${file}: expected ${expected}, got ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads the main amount where the contract states one', () => {
    const amount = (file: string): number | null => suggestCategory(readDocx(readFileSync(path.join(CONTRACTS, file)))).amount;
    expect(amount('contract-review-copilot/01_正规长租公寓合同.docx')).toBe(2800);
    expect(amount('guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx')).toBe(200_000);
    expect(amount('dkh1234-nanjing-construction/EPC总承包合同（水泥熟料生产线）.docx')).toBe(1_052_000_000);
    expect(amount('zhirong-lawassist/买卖框架合同.docx')).toBeNull();
  });
});

describe('suggestCategory on crafted texts', () => {
  it('uses the most specific title', () => {
    expect(suggestCategory(documentFromText('软件技术支持服务合同\n甲方：A公司\n乙方：B公司')).category?.id).toBe('tech');
    expect(suggestCategory(documentFromText('房 屋 租 赁 合 同\n出租方：张三\n承租方：李四')).category?.id).toBe('lease');
  });

  it('classifies from body words when the title says nothing', () => {
    const doc = documentFromText('协议书\n出借人：张三\n借款人：李四\n借款人向出借人借款人民币10万元，借款利率为年利率6%，到期一次性还本付息。');
    expect(suggestCategory(doc).category?.id).toBe('loan');
  });

  it('answers null when unsure: nothing recognisable, or two categories equally likely', () => {
    expect(suggestCategory(documentFromText('会议纪要\n今天讨论了下一季度的工作安排。')).category).toBeNull();
    const mixed = documentFromText('协议\n出租方将房屋出租给承租方，租金每月3000元。\n出借人向借款人提供借款，借款利息按年6%计算，借款人到期还款。');
    const s = suggestCategory(mixed);
    expect(s.category).toBeNull();
    expect(s.confidence).toBeLessThan(0.6);
  });

  it('reads amounts in figures with 万元 and in RMB capitals', () => {
    expect(suggestCategory(documentFromText('买卖合同\n合同总价为人民币12.5万元。')).amount).toBe(125_000);
    expect(suggestCategory(documentFromText('买卖合同\n合同总价：人民币壹拾贰万叁仟肆佰元整。')).amount).toBe(123_400);
    expect(suggestCategory(documentFromText('借款合同\n借款金额：1,000,000元')).amount).toBe(1_000_000);
    expect(suggestCategory(documentFromText('房屋租赁合同\n月租金：人民币 2,800 元\n押金：5,600元')).amount).toBe(2800);
    expect(suggestCategory(documentFromText('买卖合同\n逾期付款的，违约金为合同总价的5%。')).amount).toBeNull();
  });
});
