/**
 * Every drafting template (issue 10: at least 24) renders with sample facts into a .docx that LibreOffice opens and
 * lays out (all converted in one batch, tests/helpers/libreoffice-batch.ts): no docxtemplater tag left, every
 * required field filled (no 【待补充】), the court-format blocks present (title, signature / date), and every
 * statutory basis the templates rely on verified in the corpus.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinProvider } from '../../server/ai/index';
import { loadEnv } from '../../server/env';
import { getLawCorpus } from '../../server/laws/corpus';
import { resolveCitations } from '../../server/laws/citation';
import { composeDraft } from '../../server/services/draft/compose-draft';
import { fillWordTemplate } from '../../server/services/draft/fill-word-template';
import { DRAFT_TEMPLATES } from '../../server/services/draft/templates/index';
import type { TDraftField } from '../../server/services/draft/templates/template-types';
import { filesLibreOfficeRejects } from '../helpers/libreoffice-batch';

const SAMPLE: Record<TDraftField['type'], (f: TDraftField) => string> = {
  text: (f) => (f.key.endsWith('_name') ? `${f.label.replace(/名称$/, '')}示例有限公司` : f.key.includes('days') || f.key.includes('years') ? '10' : `示例${f.label}`),
  textarea: (f) => `示例${f.label}第一项\n示例${f.label}第二项`,
  date: () => '2025年3月1日',
  amount: () => '120000',
  id_number: () => '110105198503126318',
  credit_code: () => '91110105MA01ABCD26',
  party_id: () => '91110105MA01ABCD26',
  address: () => '北京市朝阳区建国路88号',
  court: () => '北京市朝阳区人民法院',
};

const deps = { provider: builtinProvider, env: loadEnv({}), log: { warn: () => undefined } as never, corpus: () => getLawCorpus() };
let dir = '';

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('drafting templates', () => {
  it('has at least 24 templates with unique ids, each with required fields and a title', () => {
    expect(DRAFT_TEMPLATES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DRAFT_TEMPLATES.map((t) => t.id)).size).toBe(DRAFT_TEMPLATES.length);
    for (const t of DRAFT_TEMPLATES) {
      expect(t.fields.some((f) => f.required), t.id).toBe(true);
      expect(t.sections[0]!.style, t.id).toBe('title');
      for (const s of t.sections) for (const line of s.lines) for (const m of line.matchAll(/\{([a-z0-9_]+)\}/g)) expect(t.fields.map((f) => f.key), `${t.id} ${m[1]}`).toContain(m[1]);
    }
  });

  it('cites only articles the corpus verifies', () => {
    const corpus = getLawCorpus();
    for (const t of DRAFT_TEMPLATES) for (const b of t.basis ?? []) for (const r of resolveCitations(corpus, b)) expect(r.result.ok, `${t.id} ${b}`).toBe(true);
  });

  it('renders every template with sample facts into a .docx LibreOffice opens without repair', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-draft-templates-'));
    const files: string[] = [];
    for (const t of DRAFT_TEMPLATES) {
      const fields = Object.fromEntries(t.fields.map((f) => [f.key, SAMPLE[f.type](f)]));
      const draft = await composeDraft(deps, { template: t, fields, narrative: '双方因履行合同发生争议，经多次协商未果。' });
      expect(draft.missing, t.id).toEqual([]);
      const text = draft.paragraphs.map((p) => p.text).join('\n');
      expect(text, t.id).not.toContain('【待补充');
      expect(text, t.id).toMatch(/2025年3月1日|示例/);
      const bytes = await fillWordTemplate(t, draft.paragraphs);
      const xml = new PizZip(bytes).file('word/document.xml')!.asText();
      expect(xml, t.id).not.toMatch(/\{[#/]?[a-z_]+\}/);
      const file = path.join(dir, `${t.id}.docx`);
      await writeFile(file, bytes);
      files.push(file);
    }
    expect(await filesLibreOfficeRejects(files, { workers: 2, chunk: 13 })).toEqual([]);
  }, 180_000);
});
