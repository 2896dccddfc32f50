/**
 * The evaluation's figures on a tiny synthetic case: what counts as detecting a planted defect (on or near its
 * span, or new in the mutant for a missing clause), recall per defect type and over high-level defects, false high
 * findings on originals net of the allow-list, anchor success, invalid outputs.
 */
import { describe, expect, it } from 'vitest';
import { anyFindingOnWords, computeMetrics, detectingFinding, stats, type ContractRecord, type FindingLite, type MutatorInfo, type ReviewLite } from './metrics';

const f = (rule_id: string, level: FindingLite['level'], anchor: [number, number, number, string] | null = null): FindingLite => ({
  rule_id,
  level,
  title: rule_id,
  anchor: anchor ? { paragraph_index: anchor[0], start: anchor[1], end: anchor[2], quote: anchor[3] } : null,
});

const review = (findings: FindingLite[], extra: Partial<ReviewLite> = {}): ReviewLite => ({
  ok: true,
  ms: 100,
  findings,
  anchors: { anchored: findings.filter((x) => x.anchor).length, ok: findings.filter((x) => x.anchor).length },
  invalidOutputs: [],
  ...extra,
});

const PENALTY: MutatorInfo = { id: 'penalty-50', label: '违约金', high: true, ruleIds: ['general.penalty.over-30'], detection: 'span' };
const DISPUTE: MutatorInfo = { id: 'dispute-removed', label: '争议', high: false, ruleIds: ['general.dispute.missing'], detection: 'missing' };
const planted = { paragraphIndex: 5, start: 10, end: 13, text: '50%', related: [] };

describe('detectingFinding', () => {
  it('span defects: a finding of the rule on or near the span counts; elsewhere or another rule does not', () => {
    expect(detectingFinding(PENALTY, planted, [], [f('general.penalty.over-30', 'high', [5, 0, 20, 'x'])])).not.toBeNull();
    expect(detectingFinding(PENALTY, planted, [], [f('general.penalty.over-30', 'high', [5, 50, 60, 'x'])])).not.toBeNull(); // 37 chars away
    expect(detectingFinding(PENALTY, planted, [], [f('general.penalty.over-30', 'high', [5, 60, 70, 'x'])])).toBeNull(); // 47 chars away
    expect(detectingFinding(PENALTY, planted, [], [f('general.penalty.over-30', 'high', [6, 10, 13, 'x'])])).toBeNull();
    expect(detectingFinding(PENALTY, planted, [], [f('general.penalty.daily-high', 'medium', [5, 10, 13, 'x'])])).toBeNull();
    expect(detectingFinding(PENALTY, { ...planted, related: [6] }, [], [f('general.penalty.over-30', 'high', [6, 90, 99, 'x'])])).not.toBeNull();
  });

  it('missing defects: the finding must be new in the mutant', () => {
    const missing = f('general.dispute.missing', 'medium');
    expect(detectingFinding(DISPUTE, null, [], [missing])).toEqual(missing);
    expect(detectingFinding(DISPUTE, null, [missing], [missing])).toBeNull();
    expect(detectingFinding(DISPUTE, null, [], [f('general.signature.missing', 'high')])).toBeNull();
  });
});

describe('anyFindingOnWords', () => {
  it('counts a new medium or high finding of any check on the planted words, not a low one, an old one or one elsewhere', () => {
    const other = f('general.family.one-sided-discretion', 'medium', [5, 8, 14, 'x']);
    expect(anyFindingOnWords(PENALTY, planted, [], [other])).toEqual(other);
    expect(anyFindingOnWords(PENALTY, planted, [], [f('general.blank.unfilled', 'low', [5, 10, 13, 'x'])])).toBeNull();
    expect(anyFindingOnWords(PENALTY, planted, [other], [other])).toBeNull();
    expect(anyFindingOnWords(PENALTY, planted, [], [f('general.family.waiver', 'medium', [7, 10, 13, 'x'])])).toBeNull();
    expect(anyFindingOnWords(DISPUTE, null, [], [f('general.dispute.missing', 'medium')])).toBeNull();
  });
});

describe('computeMetrics', () => {
  const hit = f('general.penalty.over-30', 'high', [5, 10, 13, '50%']);
  const contracts: ContractRecord[] = [
    {
      file: 'a.docx',
      category: { id: 'sale', name: '买卖合同', source: 'classifier' },
      excluded: '',
      original: review([f('general.dispute.both-forums', 'high', [9, 0, 5, '仲裁或诉讼']), f('general.blank.unfilled', 'low', [1, 0, 2, '__'])]),
      mutants: [
        { mutator: 'penalty-50', applicable: true, reason: '', description: 'p', planted, inputValid: true, review: review([hit], { ms: 300 }), detectedBy: hit },
        { mutator: 'dispute-removed', applicable: true, reason: '', description: 'd', planted: null, inputValid: true, review: review([], { ms: 200 }), detectedBy: null },
      ],
    },
    {
      file: 'b.docx',
      category: { id: 'lease', name: '房屋租赁合同', source: 'table' },
      excluded: '',
      original: review([f('general.signature.missing', 'high')], {
        anchors: { anchored: 4, ok: 3 },
        invalidOutputs: ['detailed: LibreOffice conversion failed'],
      }),
      mutants: [
        { mutator: 'penalty-50', applicable: true, reason: '', description: 'p2', planted, inputValid: true, review: review([], { ms: 400 }), detectedBy: null },
        { mutator: 'dispute-removed', applicable: false, reason: 'no dispute clause', description: '', planted: null, inputValid: true, review: null, detectedBy: null },
      ],
    },
  ];
  const allow = [{ file: 'a.docx', rule_id: 'general.dispute.both-forums', quote: '仲裁或诉讼', reason: 'real defect' }];
  const m = computeMetrics(contracts, [DISPUTE, PENALTY], allow);

  it('counts applicable and detected mutants per defect, and recall over high-level defects', () => {
    expect(m.rows.map((r) => [r.id, r.applicable, r.detected, r.recall, r.detectedHigh])).toEqual([
      ['dispute-removed', 1, 0, 0, 0],
      ['penalty-50', 2, 1, 0.5, 1],
    ]);
    expect([m.highApplicable, m.highDetected, m.highRecall]).toEqual([2, 1, 0.5]);
    expect(m.allRecall).toBeCloseTo(1 / 3);
    expect(m.rows[1]!.misses).toEqual([{ file: 'b.docx', description: 'p2' }]);
    expect(m.mutants).toBe(3);
  });

  it('counts high findings on originals as false unless allow-listed', () => {
    expect(m.falseHigh.map((x) => [x.file, x.finding.rule_id])).toEqual([['b.docx', 'general.signature.missing']]);
    expect(m.allowedHigh).toBe(1);
    expect(m.falseHighPerContract).toBe(0.5);
  });

  it('sums anchors over originals and mutants, and lists invalid outputs', () => {
    // a: 2 anchored ok; a's penalty mutant: 1; b: 3 of 4.
    expect(m.anchors).toEqual({ anchored: 7, ok: 6, rate: 6 / 7 });
    expect(m.invalid).toEqual([{ file: 'b.docx', what: 'detailed: LibreOffice conversion failed' }]);
    expect(m.failedReviews).toEqual([]);
  });

  it('times reviews', () => {
    expect(m.timing.originals).toMatchObject({ n: 2, median: 100, max: 100 });
    expect(m.timing.mutants).toMatchObject({ n: 3, median: 300, max: 400 });
    expect(stats([5, 1, 3, 2, 4])).toMatchObject({ median: 3, p95: 5, max: 5, mean: 3 });
  });
});
