import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../review/knowledge/index';
import { BUNDLED_LAWS_FILE, readBundledLaws } from './bundled';
import { resolveCitation, toLegalBasis } from './citation';
import { getLawCorpus, LawCorpus } from './corpus';
import { developmentLawsDir } from '../../scripts/development-laws-dir';

// The shipped corpus (no ../shared needed) against the Markdown it was built from (the development set).
const asOf = '2026-11-25';
const bundled = LawCorpus.loadBundled(BUNDLED_LAWS_FILE, { asOf });
const folder = LawCorpus.load(developmentLawsDir(), { asOf });

describe('the statute corpus bundled with the app (decision 112)', () => {
  it('is what the app loads when LAWS_DIR is not set, read from the repository only', () => {
    const corpus = getLawCorpus();
    expect(corpus.origin.kind).toBe('bundled');
    expect(corpus.dir).toBeNull();
    expect(BUNDLED_LAWS_FILE).not.toContain('shared');
    expect(corpus.origin.label).toMatch(/^内置 just-laws@[0-9a-f]{7}$/);
    expect(corpus.origin.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds exactly the laws and articles of the just-laws folder it was built from', () => {
    expect(bundled.stats.laws).toBe(folder.stats.laws);
    expect(bundled.stats.articles).toBe(folder.stats.articles);
    expect(bundled.laws).toEqual(folder.laws);
  });

  it('resolves every article of every law to the same text as the folder does', () => {
    const differences: string[] = [];
    let resolved = 0;
    for (const law of folder.laws) {
      if (law.validity !== '现行有效' || law.numbering !== 'articles') continue;
      for (const a of law.articles) {
        const fromFolder = resolveCitation(folder, law.title, a.label);
        const fromBundle = resolveCitation(bundled, law.title, a.label);
        if (!fromFolder.ok) continue;
        resolved++;
        if (!fromBundle.ok || fromBundle.article.text !== fromFolder.article.text) differences.push(`${law.title}${a.label}`);
      }
    }
    expect(resolved).toBeGreaterThan(24_000);
    expect(differences).toEqual([]);
  });

  it('gives every legal basis of the review knowledge the same verified text (民法典第五百七十七条 verbatim)', () => {
    const differences: string[] = [];
    let verified = 0;
    for (const check of ALL_CHECKS) {
      for (const c of check.citations) {
        const a = toLegalBasis(folder, c);
        const b = toLegalBasis(bundled, c);
        if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${check.id}: ${c.law}${c.article}`);
        if (b.resolved) verified++;
      }
    }
    expect(verified).toBeGreaterThan(100);
    expect(differences).toEqual([]);
    const basis = toLegalBasis(bundled, { law: '民法典', article: '第五百七十七条' });
    expect(basis.resolved).toBe(true);
    expect(basis.text).toBe(
      '当事人一方不履行合同义务或者履行合同义务不符合约定的，应当承担继续履行、采取补救措施或者赔偿损失等违约责任。',
    );
  });

  it('judges validity on the day it is loaded: the 商标法 revision comes into force on 2027-01-01 without a rebuild', () => {
    const before = readBundledLaws(BUNDLED_LAWS_FILE, '2026-12-31').laws;
    expect(before.find((l) => l.id === 'trademark-law@2027-01-01')!.validity).toBe('尚未生效');
    const after = readBundledLaws(BUNDLED_LAWS_FILE, '2027-01-01').laws;
    expect(after.find((l) => l.id === 'trademark-law')!.validity).toBe('已被修改');
    expect(after.find((l) => l.id === 'trademark-law@2027-01-01')!.validity).toBe('现行有效');
  });

  it('refuses a damaged bundle loudly instead of loading nothing', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'laws-bundle-')), 'broken.json.br');
    writeFileSync(file, 'not brotli');
    expect(() => readBundledLaws(file)).toThrow();
  });
});
