/**
 * The clause reader's pass in a review (decision 232), with a small reader trained here so the test says what the pass
 * does whatever the shipped model has learnt: it reports what no rule reported, says it is the reader's, never above
 * medium, and never a second comment of the same check on the same words.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../reader/model';
import { TRAIN_DEFAULTS, trainReader } from '../reader/train';
import { documentFromText } from '../testing/document-from-text';
import { READER_NOTE, useReaderModel } from './reader-pass';
import { runRules } from './run-rules';

/** A reader trained here on a handful of sentences: the pass's behaviour, not what the shipped model has learnt. */
const tinyReader = (classes: string[], examples: Parameters<typeof trainReader>[1]) => trainReader(classes, examples, { ...TRAIN_DEFAULTS, bits: 12, epochs: 40 });

const PENALTY = 'general.family.worker-penalty';
const FORMAT = 'general.family.format-main-rights';
// A made-up meaning (蓝色规则) the rules cannot know, and refunds the rules already read.
const small = tinyReader(
  ['none', PENALTY, FORMAT],
  [
    { label: 1, text: '员工违反蓝色规则的，按蓝色规则处理。' },
    { label: 1, text: '本条款适用蓝色规则。' },
    { label: 1, text: '劳动者须遵守蓝色规则，违者依蓝色规则处置。' },
    { label: 2, text: '会员卡售出后所交费用一概不退。' },
    { label: 2, text: '学费缴纳后一律不予退还。' },
    { label: 0, text: '甲方应于每月十日前支付货款。' },
    { label: 0, text: '本合同一式两份，双方各执一份。' },
    { label: 0, text: '乙方应按约定时间交付货物。' },
  ],
);
const ctx = { categoryId: 'general', stance: 'neutral', reviewer: 't' };
const TEXT = ['第一条 甲方应于每月十日前支付货款。', '第二条 乙方的员工违反蓝色规则的，一律按蓝色规则处理。', '第三条 会员卡售出后，无论何种原因，所交费用一概不退。'].join('\n');

describe('the clause reader in a review', () => {
  afterAll(() => useReaderModel(loadModel()));

  it('reports a sentence no rule reported, as the reader’s, at medium at most', () => {
    useReaderModel(small);
    const found = runRules(documentFromText(TEXT), ctx).filter((f) => f.source === 'model');
    expect(found.map((f) => f.ruleId)).toEqual([PENALTY]);
    const [f] = found;
    // worker-penalty is a high check: the reader's reading of it stays medium.
    expect(f!.level).toBe('medium');
    expect(f!.anchor?.quote).toBe('乙方的员工违反蓝色规则的，一律按蓝色规则处理。');
    expect(f!.explanation.endsWith(READER_NOTE)).toBe(true);
  });

  it('reads a clause without its number and heading, past a low finding on the same paragraph', () => {
    useReaderModel(small);
    // Typed by hand, with a gap in the numbering (第一条, 第五条): a low finding sits on the label.
    const text = ['第一条 甲方应于每月十日前支付货款。', '第五条 纪律 乙方的员工违反蓝色规则的，一律按蓝色规则处理。'].join('\n');
    const all = runRules(documentFromText(text, { keepLabels: true }), ctx);
    const read = all.filter((f) => f.source === 'model');
    expect(read.map((f) => f.anchor?.quote)).toEqual(['乙方的员工违反蓝色规则的，一律按蓝色规则处理。']);
    // A lead-in means what its items say: the reader leaves it to the rules.
    const lead = runRules(documentFromText('员工有下列违反蓝色规则情形之一的，按蓝色规则处理：'), ctx);
    expect(lead.filter((f) => f.source === 'model')).toEqual([]);
  });

  it('reads a term strung after others with a semicolon on its own, and anchors on that part', () => {
    useReaderModel(small);
    const text = '第四条 甲方应于每月十日前支付货款，乙方应按约定时间交付货物，逾期交付的按日支付违约金；乙方的员工违反蓝色规则的，一律按蓝色规则处理。';
    const read = runRules(documentFromText(text), ctx).filter((f) => f.source === 'model');
    expect(read.map((f) => [f.ruleId, f.anchor?.quote])).toEqual([[PENALTY, '乙方的员工违反蓝色规则的，一律按蓝色规则处理。']]);
  });

  it('yields to a check it defers to only inside its own sentence, not on the sentence before', () => {
    const ONE_SIDED_FORUM = 'general.family.forum-one-sided';
    const forum = tinyReader(
      ['none', ONE_SIDED_FORUM],
      [
        { label: 1, text: '争议由蓝色法院管辖。' },
        { label: 1, text: '本合同纠纷统一交蓝色法院处理。' },
        { label: 1, text: '发生争议的，提交蓝色法院裁决。' },
        { label: 0, text: '甲方应于每月十日前支付货款。' },
        { label: 0, text: '本合同一式两份，双方各执一份。' },
        { label: 0, text: '乙方应按约定时间交付货物。' },
      ],
    );
    useReaderModel(forum);
    // forum-one-sided yields to both-forums on the same words; here both-forums is on the sentence before.
    const text = '第九条 因本合同发生争议的，可向上海仲裁委员会申请仲裁，也可向人民法院起诉。另外，本合同的一切争议由蓝色法院管辖。';
    const all = runRules(documentFromText(text), ctx);
    expect(all.some((f) => f.ruleId === 'general.dispute.both-forums')).toBe(true);
    const read = all.filter((f) => f.source === 'model');
    expect(read.map((f) => [f.ruleId, f.anchor?.quote])).toEqual([[ONE_SIDED_FORUM, '另外，本合同的一切争议由蓝色法院管辖。']]);
  });

  it('never reports a check that needs a figure it cannot work out (a deposit within 20% is no deposit finding)', () => {
    const DEPOSIT = 'general.family.deposit-ratio';
    useReaderModel(
      tinyReader(
        ['none', DEPOSIT],
        [
          { label: 1, text: '买方于签约当日支付定金人民币三十万元。' },
          { label: 1, text: '承租人应于签约时交付定金五万元。' },
          { label: 1, text: '乙方须先行支付定金十万元。' },
          { label: 0, text: '甲方应于每月十日前支付货款。' },
          { label: 0, text: '本合同一式两份，双方各执一份。' },
        ],
      ),
    );
    const text = '第一条 房屋总价款为人民币三百万元，乙方于签约当日支付定金人民币三十万元。';
    const all = runRules(documentFromText(text), ctx);
    expect(all.filter((f) => f.ruleId === DEPOSIT)).toEqual([]);
    expect(all.some((f) => /\{\w+\}/u.test(f.explanation))).toBe(false);
  });

  it('adds nothing where the rules already report the same check, and nothing when switched off', () => {
    useReaderModel(small);
    const all = runRules(documentFromText(TEXT), ctx);
    const refunds = all.filter((f) => f.ruleId === FORMAT);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.source).toBe('rule');
    expect(runRules(documentFromText(TEXT), ctx, { reader: false }).some((f) => f.source === 'model')).toBe(false);
    // A test of one check sees that check alone.
    expect(runRules(documentFromText(TEXT), ctx, { checks: [] }).length).toBe(0);
  });
  it('adds no second comment of a check the rules already gave at a low level on the same sentence', () => {
    const FORUM = 'general.family.forum-one-sided';
    useReaderModel(
      tinyReader(
        ['none', FORUM],
        [
          { label: 1, text: '因本协议引起的争议，由甲方所在地人民法院管辖。' },
          { label: 1, text: '争议由出租人住所地人民法院管辖。' },
          { label: 0, text: '甲方应于每月十日前支付货款。' },
          { label: 0, text: '本合同一式两份，双方各执一份。' },
        ],
      ),
    );
    const found = runRules(documentFromText('第六条 争议解决 因本协议引起的争议，由甲方所在地人民法院管辖。'), ctx).filter((f) => f.ruleId === FORUM);
    expect(found.map((f) => f.level)).toEqual(['low']);
    expect(found.every((f) => f.source === 'rule')).toBe(true);
  });
});
