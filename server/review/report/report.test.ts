import { describe, expect, it } from 'vitest';
import type { TFinding } from '@common/api/contract';
import { openDocx } from '../docx/open-docx';
import { readDocx } from '../docx/read-docx';
import { assertWellFormed, finding } from '../docx/test-support';
import { buildReviewReport, DISCLAIMER, summarizeFindings } from './index';
import { conclusionText, countByLevel } from './summarize';

const findings: TFinding[] = [
  finding({ id: '1', level: 'low', title: '通知条款不完整', anchor: { paragraph_index: 9, start: 0, end: 4, quote: '通知地址' } }),
  finding({
    id: '2',
    level: 'high',
    title: '定金超过主合同标的额20%',
    explanation: '约定定金为合同总价的30%，超过部分不产生定金效力。',
    suggestion: '将定金调整为不超过合同总价的20%。',
    legal_basis: [{ law: '中华人民共和国民法典', article: '第五百八十六条', text: '定金的数额由当事人约定；但是，不得超过主合同标的额的百分之二十……', resolved: true }],
    anchor: { paragraph_index: 3, start: 5, end: 15, quote: '定金为合同总价的30%' },
    revision: { op: 'replace', text: '定金为合同总价的20%' },
  }),
  finding({ id: '3', level: 'medium', title: '争议解决约定不明', anchor: null }),
  finding({ id: '4', level: 'high', title: '已驳回的问题', decision: 'rejected' }),
];

describe('buildReviewReport', () => {
  it('builds the 合同审查意见书 with info, summary, risk table, details, basis and disclaimer', async () => {
    const bytes = await buildReviewReport({
      contractName: '设备买卖合同',
      category: '买卖合同',
      stance: '买方',
      reviewer: '李律师',
      date: new Date(2025, 2, 1),
      charCount: 12345,
      findings,
    });
    const pkg = openDocx(bytes);
    const xml = pkg.xml(pkg.mainPart)!;
    assertWellFormed(xml);
    const text = readDocx(bytes).paragraphs.map((p) => p.text);
    const all = text.join('\n');
    expect(text[0]).toBe('合同审查意见书');
    for (const s of ['设备买卖合同', '买卖合同', '买方', '李律师', '2025年3月1日', '12345字']) expect(all).toContain(s);
    expect(all).toContain('本次审查共发现风险点3项，其中高风险1项、中风险1项、低风险1项。');
    expect(all).toContain(conclusionText({ high: 1, medium: 1, low: 1, total: 3 }));
    for (const h of ['序号', '风险等级', '问题', '条款原文', '修改建议']) expect(text).toContain(h);
    // High first, rejected left out.
    const order = ['定金超过主合同标的额20%', '争议解决约定不明', '通知条款不完整'].map((t) => all.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(all).not.toContain('已驳回的问题');
    expect(all).toContain('《中华人民共和国民法典》第五百八十六条：定金的数额由当事人约定');
    expect(all).toContain('建议修改为：“定金为合同总价的20%”');
    expect(all).toContain(DISCLAIMER);
    // Column widths are set on the risk table grid (LibreOffice ignores cell widths alone).
    expect(xml).toMatch(/<w:tblGrid><w:gridCol w:w="700"\/><w:gridCol w:w="1100"\/>/);
    // A font that exists on the server, with SimSun as its alternate for Word.
    expect(xml + pkg.xml('word/styles.xml')).toContain('Noto Sans CJK SC');
    expect(pkg.xml('word/fontTable.xml')).toContain('<w:altName w:val="SimSun"/>');
  });

  it('says so when there is nothing to report', async () => {
    const bytes = await buildReviewReport({ contractName: '合同', category: '', stance: '', reviewer: '', date: '2025-01-01', charCount: 0, findings: [] });
    const all = readDocx(bytes).paragraphs.map((p) => p.text).join('\n');
    expect(all).toContain('本次审查共发现风险点0项');
    expect(all).toContain('未发现需要列示的风险点。');
  });
});

describe('summarizeFindings', () => {
  it('counts by level and names the main problems, high first', () => {
    expect(summarizeFindings(findings)).toBe('共发现3项风险（高风险1项、中风险1项、低风险1项），主要问题：定金超过主合同标的额20%；争议解决约定不明；通知条款不完整。');
    expect(countByLevel(findings)).toEqual({ high: 1, medium: 1, low: 1, total: 3 });
  });

  it('handles no findings and long titles', () => {
    expect(summarizeFindings([])).toBe('未发现明显风险。');
    const long = finding({ id: 'l', level: 'low', title: '这是一个非常非常非常非常非常非常长的问题标题' });
    expect(summarizeFindings([long])).toBe('共发现1项风险（低风险1项），主要问题：这是一个非常非常非常非常非常非常…。');
  });
});
