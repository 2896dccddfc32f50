import { describe, expect, it } from 'vitest';
import { PlaybookMessages } from '@common/api/playbook';
import { emptyForm, formFromCheck, formProblems, formToRequest, splitCitations, splitPhrases } from './custom-check-form';

const filled = {
  ...emptyForm('sale'),
  title: '独家条款',
  patternsText: '独家供货\n排他、 唯一供应商',
  explanation: '限制客户另行采购。',
  suggestion: '删除独家条款。',
  legalBasisText: '《民法典》第584、585条\n劳动合同法第19条',
};

describe('firm check form', () => {
  it('reads keywords one per line or separated by 、，；, and citations one per line', () => {
    expect(splitPhrases('独家供货\n排他、 唯一供应商；总代理,, \n')).toEqual(['独家供货', '排他', '唯一供应商', '总代理']);
    expect(splitCitations('《民法典》第584、585条\n劳动合同法第19条；')).toEqual(['《民法典》第584、585条', '劳动合同法第19条']);
  });

  it('builds the request the API takes, with a single keyword matched as any', () => {
    expect(formToRequest(filled)).toMatchObject({
      category_id: 'sale',
      kind: 'phrase',
      patterns: ['独家供货', '排他', '唯一供应商'],
      absent: [],
      legal_basis: ['《民法典》第584、585条', '劳动合同法第19条'],
    });
    expect(formToRequest({ ...filled, patternsText: '独家', match: 'all' }).match).toBe('any');
    expect(formProblems(filled)).toEqual({});
  });

  it("shows the server's messages under the field they concern", () => {
    expect(formProblems({ ...filled, title: ' ' })).toEqual({ title: PlaybookMessages.titleEmpty });
    expect(formProblems({ ...filled, patternsText: '' })).toEqual({ patternsText: PlaybookMessages.phraseNeeded });
    expect(formProblems({ ...filled, patternsText: '独' })).toEqual({ patternsText: PlaybookMessages.phraseTooShort });
    expect(formProblems({ ...filled, kind: 'missing', patternsText: '' })).toEqual({ absentText: PlaybookMessages.absentNeeded });
    expect(formProblems({ ...filled, explanation: '', suggestion: '' })).toEqual({
      explanation: PlaybookMessages.explanationEmpty,
      suggestion: PlaybookMessages.suggestionEmpty,
    });
  });

  it('round-trips a saved check', () => {
    const form = formFromCheck({
      id: 'x',
      category_id: 'general',
      category_name: '通用检查',
      title: '须有反商业贿赂条款',
      level: 'low',
      kind: 'missing',
      patterns: [],
      match: 'any',
      absent: ['反商业贿赂', '廉洁'],
      explanation: '本所要求。',
      suggestion: '增加条款。',
      legal_basis: [{ law: '民法典', article: '第五百零九条', text: '…', resolved: true }],
      enabled: true,
      created_at: '',
      updated_at: '',
      updated_by: '',
    });
    expect(formToRequest(form)).toMatchObject({ kind: 'missing', absent: ['反商业贿赂', '廉洁'], legal_basis: ['《民法典》第五百零九条'] });
  });
});
