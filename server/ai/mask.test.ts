import { describe, expect, it } from 'vitest';
import { createMasker, findPersonalData, findPersonNames, isValidCreditCode, maskDocument } from './mask';
import { documentFromText } from '../review/testing/document-from-text';

// A valid 18-digit ID number (checksum correct) and a valid 统一社会信用代码.
const ID = '11010519491231002X';
const CREDIT = '91350100M000100Y43';

describe('findPersonalData: one kind at a time', () => {
  it('finds 身份证号 (18 digits with a date, X check character)', () => {
    expect(findPersonalData(`身份证号：${ID}，住址北京`)).toEqual([{ start: 5, end: 23, kind: 'idCard', value: ID }]);
  });

  it('finds mobile numbers written plain, with +86, with dashes or spaces', () => {
    for (const phone of ['13812345678', '+86 13812345678', '138-1234-5678', '138 1234 5678']) {
      const [span] = findPersonalData(`联系电话${phone}。`);
      expect(span).toMatchObject({ kind: 'mobile', value: phone });
    }
  });

  it('finds landlines with an area code (dash or brackets) or after 电话/传真', () => {
    expect(findPersonalData('电话：010-88886666转123')[0]).toMatchObject({ kind: 'landline', value: '010-88886666转123' });
    expect(findPersonalData('（0571）87654321')[0]).toMatchObject({ kind: 'landline', value: '（0571）87654321' });
    expect(findPersonalData('传真：02188886666')[0]).toMatchObject({ kind: 'landline', value: '02188886666' });
  });

  it('finds bank accounts after 账号/开户行, or card numbers passing the Luhn check, but not long amounts', () => {
    expect(findPersonalData('开户行：招商银行，账号：1109 0123 4567 890')[0]).toMatchObject({ kind: 'bankAccount', value: '1109 0123 4567 890' });
    expect(findPersonalData('请汇入6222021234567890128。')[0]).toMatchObject({ kind: 'bankAccount', value: '6222021234567890128' });
    expect(findPersonalData('注册资本1000000000000元')).toEqual([]);
  });

  it('finds 统一社会信用代码 with a valid check character, or after its label', () => {
    expect(isValidCreditCode(CREDIT)).toBe(true);
    expect(findPersonalData(`代码${CREDIT}`)[0]).toMatchObject({ kind: 'creditCode', value: CREDIT });
    expect(findPersonalData('统一社会信用代码：91110000ABCDEFGH12')[0]).toMatchObject({ kind: 'creditCode' });
    expect(findPersonalData('订单号 91110000ABCDEFGH12')).toEqual([]);
  });

  it('finds e-mail addresses', () => {
    expect(findPersonalData('邮箱：zhang.san@example.com.cn；')[0]).toMatchObject({ kind: 'email', value: 'zhang.san@example.com.cn' });
  });

  it('finds person names only where a role label marks them, and never company names', () => {
    const names = findPersonNames([
      '甲方：北京华为科技有限公司',
      '法定代表人：王建国',
      '乙方（承租人）：欧阳娜娜，身份证号：' + ID,
      '联系人：李四 电话：13812345678',
      '姓名：张三性别：男',
      '委托代理人：公司法务部',
      '甲方：张家港市某某贸易有限公司',
    ]);
    expect(names.sort()).toEqual(['张三', '李四', '欧阳娜娜', '王建国'].sort());
  });
});

describe('createMasker: placeholders and the round trip', () => {
  const contract = [
    `甲方：上海某某科技有限公司，统一社会信用代码：${CREDIT}`,
    '法定代表人：王建国，电话：021-66668888',
    `乙方：李四，身份证号：${ID}，手机：13812345678，邮箱：lisi@example.com`,
    '第五条 付款：甲方应将款项支付至乙方账户，户名：李四，账号：6222021234567890128。',
    '第九条 通知：李四的手机号码13812345678为送达号码。',
  ].join('\n');
  const doc = documentFromText(contract);

  it('replaces each kind with its placeholder and keeps everything else', () => {
    const { doc: masked } = maskDocument(doc);
    const all = masked.paragraphs.map((p) => p.text).join('\n');
    for (const secret of [ID, CREDIT, '13812345678', '021-66668888', 'lisi@example.com', '6222021234567890128', '李四', '王建国']) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('上海某某科技有限公司');
    expect(all).toContain('【身份证号1】');
    expect(all).toContain('【统一社会信用代码1】');
    expect(all).toContain('【邮箱1】');
    expect(all).toContain('【电话1】');
    expect(all).toContain('【银行账号1】');
    expect(all).toContain('【姓名1】');
  });

  it('gives the same value the same placeholder in every paragraph', () => {
    const { doc: masked } = maskDocument(doc);
    const texts = masked.paragraphs.map((p) => p.text);
    const phone = /【手机号\d+】/.exec(texts[2]!)![0];
    expect(texts[4]).toContain(phone);
    const name = /乙方：(【姓名\d+】)/.exec(texts[2]!)![1]!;
    expect(texts[3]).toContain(`户名：${name}`);
    expect(texts[4]).toContain(name);
  });

  it('restores every paragraph exactly (round trip)', () => {
    const { doc: masked, masker } = maskDocument(doc);
    masked.paragraphs.forEach((p, i) => expect(masker.restore(p.text)).toBe(doc.paragraphs[i]!.text));
  });

  it('restores placeholders a model rewrote with [] brackets or spaces, and leaves unknown ones alone', () => {
    const masker = createMasker({ names: ['李四'] });
    const masked = masker.mask(`乙方李四，身份证号${ID}`);
    expect(masked).toBe('乙方【姓名1】，身份证号【身份证号1】');
    expect(masker.restore('[姓名1]的证件号为【 身份证号1 】，另见【身份证号7】')).toBe(`李四的证件号为${ID}，另见【身份证号7】`);
  });

  it('leaves text without personal data untouched', () => {
    const masker = createMasker();
    const text = '第三条 违约金为合同总价的30%，逾期每日按万分之五计算。';
    expect(masker.mask(text)).toBe(text);
    expect(masker.entries).toEqual([]);
  });
});
