/**
 * The clause reader (decision 232): training is reproducible and learns a meaning from a handful of wordings; the
 * shipped model names plain one-sided clauses written here (never in its training data) and leaves ordinary ones alone.
 */
import { describe, expect, it } from 'vitest';
import { sentenceFeatures } from './features';
import { classProbabilities, loadModel, readSentence } from './model';
import { TRAIN_DEFAULTS, trainReader, type Example } from './train';

const CLASSES = ['none', 'general.family.no-refund'];
const EXAMPLES: Example[] = [
  { label: 1, text: '学员报名后所交学费一律不予退还。' },
  { label: 1, text: '会员费缴纳后无论何种原因均不退还。' },
  { label: 1, text: '订购款项一经支付概不退款。' },
  { label: 1, text: '已付的服务费在任何情况下都不返还。' },
  { label: 0, text: '甲方应于每月五日前支付当月服务费。' },
  { label: 0, text: '本合同一式两份，双方各执一份。' },
  { label: 0, text: '乙方应按约定的时间交付货物。' },
  { label: 0, text: '双方应对本合同内容保密。' },
];
const SMALL = { ...TRAIN_DEFAULTS, bits: 12, epochs: 30 };

describe('the clause reader', () => {
  it('hashes a sentence into the same buckets whatever its spacing, each character, pair and triple once', () => {
    expect(sentenceFeatures('不予 退还')).toEqual(sentenceFeatures('不予退还'));
    // 4 characters, 3 pairs, 2 triples (in 2^15 buckets these nine do not collide).
    expect(sentenceFeatures('不予退还')).toHaveLength(9);
    expect(sentenceFeatures('退退')).toHaveLength(2);
    // A model from before decision 233 read pairs and triples only, and is read the same way.
    expect(sentenceFeatures('退', 15, [2, 3])).toHaveLength(0);
  });

  it('trains the same model from the same examples, and reads a new wording of what it learnt', () => {
    const a = trainReader(CLASSES, EXAMPLES, SMALL);
    const b = trainReader(CLASSES, EXAMPLES, SMALL);
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    const refund = classProbabilities(a, sentenceFeatures('课程费用缴纳后一律不予退还。', a.bits, a.grams));
    const ordinary = classProbabilities(a, sentenceFeatures('乙方应于每月五日前交付当月货物。', a.bits, a.grams));
    expect(refund[1]).toBeGreaterThan(0.5);
    expect(ordinary[0]).toBeGreaterThan(0.5);
  });

  it('ships a model that names plain one-sided clauses and leaves ordinary ones alone', () => {
    const model = loadModel();
    expect(model.classes[0]).toBe('none');
    // Written for this test: the reader never saw these sentences.
    expect(readSentence(model, '保证人对借款人的全部债务承担连带责任，保证期间直至借款本息全部清偿之日。')?.checkId).toBe('general.family.guarantee-unlimited');
    expect(readSentence(model, '因本合同引起的一切纠纷，均由甲方所在地的人民法院管辖。')?.checkId).toBe('general.family.forum-one-sided');
    for (const ordinary of ['甲方应于每月十日前向乙方支付上月货款。', '本合同一式两份，双方各执一份，具有同等法律效力。', '乙方交付的货物应符合国家标准。']) {
      expect(readSentence(model, ordinary), ordinary).toBeNull();
    }
  });

  it('gives the same probabilities from its packed weights as a plain sum of the int8 weights (decision 247)', () => {
    const model = loadModel();
    const n = model.classes.length;
    const plain = (features: readonly number[]): number[] => {
      const sums = new Array<number>(n).fill(0);
      for (const j of features) for (let c = 0; c < n; c++) sums[c]! += model.weights[j * n + c]!;
      const norm = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
      const z = sums.map((v, c) => v * model.scales[c]! * norm);
      const max = Math.max(...z);
      const e = z.map((v) => Math.exp(v - max));
      const total = e.reduce((a, b) => a + b, 0);
      return e.map((v) => v / total);
    };
    // A long clause has more than 256 distinct features, so the packed lanes are flushed mid-way.
    const long = '出租人有权根据市场情况随时调整租金标准并单方修改本合同条款，承租人对此不得提出任何异议，否则视为违约，应按年租金的百分之三十支付违约金并赔偿出租人因此遭受的全部直接和间接损失，包括但不限于诉讼费、律师费、保全费、公告费、差旅费和可得利益损失。';
    for (const text of ['课程费用缴纳后一律不予退还。', '甲方应于每月十日前向乙方支付上月货款。', long]) {
      const features = sentenceFeatures(text, model.bits, model.grams);
      const got = classProbabilities(model, features);
      const want = plain(features);
      for (let c = 0; c < n; c++) expect(got[c]).toBeCloseTo(want[c]!, 12);
    }
    expect(sentenceFeatures(long, model.bits, model.grams).length).toBeGreaterThan(256);
  });
});
