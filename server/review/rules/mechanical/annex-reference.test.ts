import { describe, expect, it } from 'vitest';
import { GENERAL_CHECKS } from '../../knowledge/checks/general';
import { runOne } from '../../testing/check-table';

const check = GENERAL_CHECKS.find((c) => c.id === 'general.reference.annex')!;
const findings = (text: string) => runOne(check, text, 'general');

describe('annex references', () => {
  it('reports an annex missing from the annex list at the check level, naming the annexes listed', () => {
    const [f, ...rest] = findings('房屋交接详见附件三。\n附件一：房屋平面图\n附件二：家具清单');
    expect(rest).toEqual([]);
    expect(f!.level).toBe('medium');
    expect(f!.explanation).toContain('合同列明的附件为附件一、附件二');
  });

  it('reminds to attach annexes of a contract that lists none: low level, once per annex, at most three', () => {
    const got = findings('交接清单见附件一。家具见附件二，附件一另行签署。设备见附件三。钥匙见附件四。');
    expect(got.map((f) => f.anchor?.quote)).toEqual(['附件一', '附件二', '附件三']);
    expect(got.every((f) => f.level === 'low')).toBe(true);
    expect(got[0]!.explanation).toContain('合同没有列明或附上任何附件');
  });
});
