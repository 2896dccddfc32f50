import { describe, expect, it } from 'vitest';
import { extractJson, parseModelOutput } from './model-output';

const finding = {
  check_id: 'sale.penalty.over-30',
  quote: '每日千分之五',
  level: 'high',
  title: '违约金过高',
  explanation: '日千分之五折合年化182.5%，明显过高。',
  suggestion: '调整为日万分之五。',
  revision: '每日万分之五',
  citations: [{ law: '民法典', article: '第五百八十五条' }],
};

describe('parseModelOutput', () => {
  it('reads {"findings": [...]}', () => {
    const r = parseModelOutput(JSON.stringify({ findings: [finding] }));
    expect(r).toMatchObject({ ok: true, findings: [{ quote: '每日千分之五', level: 'high', revision: '每日万分之五' }], invalid: [] });
  });

  it('tolerates ```json fences, prose around the JSON and <think> blocks', () => {
    for (const answer of [
      '```json\n' + JSON.stringify({ findings: [finding] }) + '\n```',
      '审查结果如下：\n' + JSON.stringify({ findings: [finding] }) + '\n以上。',
      '<think>先看违约金 {不是JSON}</think>\n' + JSON.stringify({ findings: [finding] }),
    ]) {
      expect(parseModelOutput(answer)).toMatchObject({ ok: true, findings: [{ title: '违约金过高' }] });
    }
  });

  it('accepts 高/中/低 levels, numeric articles, a revision object and a bare array', () => {
    const r = parseModelOutput(JSON.stringify([{ ...finding, level: '中风险', citations: [{ law: '民法典', article: 585 }], revision: { op: 'replace', text: '改' } }]));
    expect(r).toMatchObject({ ok: true, findings: [{ level: 'medium', citations: [{ article: '585' }], revision: '改' }] });
  });

  it('keeps the valid findings and reports the invalid ones separately', () => {
    const r = parseModelOutput(JSON.stringify({ findings: [finding, { ...finding, quote: '' }, { title: 'x' }] }));
    expect(r.ok && r.findings).toHaveLength(1);
    expect(r.ok && r.invalid).toHaveLength(2);
  });

  it('fails on text that holds no JSON, or JSON of another shape', () => {
    expect(parseModelOutput('该条款没有问题。').ok).toBe(false);
    expect(parseModelOutput('{"result": "ok"}').ok).toBe(false);
    expect(parseModelOutput('<findings><finding/></findings>').ok).toBe(false);
    expect(parseModelOutput('{"findings": [').ok).toBe(false);
  });

  it('reads an empty answer list as no findings', () => {
    expect(parseModelOutput('{"findings":[]}')).toEqual({ ok: true, findings: [], invalid: [] });
    expect(extractJson('  {"findings":null} ')).toEqual({ ok: true, value: { findings: null } });
  });
});
