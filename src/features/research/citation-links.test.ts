import { describe, expect, it } from 'vitest';
import type { TCitation } from '@common/api/citation';
import { citationTarget, citeIndexOf, linkMarkers } from './citation-links';

const law: TCitation = { kind: 'law', law_id: 'civil-code', article_id: 'civil-code/577', law_title: '中华人民共和国民法典', article_label: '第五百七十七条', case_id: null, status: 'verified', validity: '现行有效', text: '当事人一方不履行合同义务' };

describe('citation markers', () => {
  it('links [n] only for existing citations and leaves escaped or linked brackets alone', () => {
    expect(linkMarkers('应承担违约责任[1]，另见[3]。', 2)).toBe('应承担违约责任[[1]](#cite-1)，另见[3]。');
    expect(linkMarkers('\\[1\\] 与 [2](#cite-2)', 2)).toBe('\\[1\\] 与 [2](#cite-2)');
    expect(citeIndexOf('#cite-2')).toBe(2);
    expect(citeIndexOf('https://x')).toBeNull();
  });

  it('opens the article, the successor of a repealed law, the judgment, and nothing for an unverified one', () => {
    expect(citationTarget(law)).toEqual({ to: '/lawDetail', search: { law_id: 'civil-code', article: 'civil-code/577' } });
    expect(citationTarget({ ...law, status: 'repealed', law_id: null, article_id: null, successor: { law_id: 'civil-code', law_title: '民法典', article_label: null, text: null } })).toEqual({ to: '/lawDetail', search: { law_id: 'civil-code' } });
    expect(citationTarget({ ...law, status: 'not_found', law_id: null, article_id: null })).toBeNull();
    expect(citationTarget({ ...law, kind: 'case', case_id: 'c1' })).toEqual({ to: '/caseDetail', search: { case_id: 'c1' } });
  });
});
