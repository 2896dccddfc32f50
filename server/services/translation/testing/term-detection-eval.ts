/**
 * Term detection measured over the bilingual glossary (issue 11 target: 100% of term occurrences in the source
 * detected, their found/missed state true to the target text). The Fu Jen legal glossary (../shared/data/bilingual,
 * 1,958 pairs, cleaned: one rendering per term) is the term list; sentences of the PRC Constitution that hold none of
 * its terms are the carriers; each term is planted twice, in quotation marks, into its own sentence, so the truth
 * (which occurrences exist) is known by construction. Every segment goes through the real pipeline (placeholders,
 * a stub model, restoring, the check) twice: with a model that honours every term, and with one that drops the
 * placeholders of every other term (the truth then says which occurrences are missing from the translation).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AiProvider } from '../../../ai/index';
import { directTerms, type TGlossaryTerm } from '../glossary';
import { translateSegment } from '../translate-segment';
import { stubTranslate } from './stub-translator';

export type TTermEvalResult = {
  terms: number;
  segments: number;
  planted: number;
  /** Occurrences the check listed (term_hits), and how many of them match a planted occurrence. */
  detected: number;
  /** Per mode: occurrences whose found/missed state equals the truth, and the states of each kind. */
  honour: { agree: number; found: number; missed: number };
  dropHalf: { agree: number; found: number; missed: number; truthMissed: number };
  failures: string[];
};

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cells: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cur);
        cur = '';
      } else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  return rows;
}

// Words the stub model writes itself: a term rendered with one of them would be "found" in any answer.
const STUB_WORDS = /\b(text|en|act|god|of)\b/i;

/** The cleaned glossary: a Chinese term without alternatives, its first English rendering without notes. */
export function loadGlossaryPairs(bilingualDir: string): TGlossaryTerm[] {
  const rows = parseCsv(readFileSync(path.join(bilingualDir, 'fujen_legal_glossary_zh-Hant_en.csv'), 'utf8')).slice(1);
  const seenZh = new Set<string>();
  const seenEn = new Set<string>();
  const out: TGlossaryTerm[] = [];
  for (const [, , zh = '', en = ''] of rows) {
    const source = zh.trim();
    const target = en.split(/[,;(（]/)[0]!.trim();
    if (!source || !target || /[,，、或()（）/\s]/.test(source) || !/[\u4e00-\u9fff]/.test(source)) continue;
    if (STUB_WORDS.test(target) || seenZh.has(source) || seenEn.has(target.toLowerCase())) continue;
    seenZh.add(source);
    seenEn.add(target.toLowerCase());
    out.push({ source, target });
  }
  return out;
}

function carriers(bilingualDir: string, terms: readonly TGlossaryTerm[]): string[] {
  const lines = readFileSync(path.join(bilingualDir, 'constitution_prc_zh_en_pairs.jsonl'), 'utf8').split('\n').filter(Boolean);
  const zh = lines.map((l) => (JSON.parse(l) as { zh: string }).zh.trim()).filter((s) => s.length >= 12 && s.length <= 200);
  return zh.filter((s) => !terms.some((t) => s.includes(t.source)));
}

function providerFor(drop: ReadonlySet<string>): AiProvider {
  return {
    id: 'openai-compatible',
    model: 'stub',
    capabilities: {},
    complete: async (messages: { role: string; content: string }[]) => {
      let user = messages[messages.length - 1]!.content;
      // The system prompt lists "⟦T1⟧ = force majeure": drop the placeholders of the terms in `drop`.
      for (const m of messages[0]!.content.matchAll(/^(⟦T\d+⟧) = (.+)$/gm)) if (drop.has(m[2]!)) user = user.split(m[1]!).join('act of God');
      return { text: stubTranslate(user, 'honour'), usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0, estimated: true }, finishReason: 'stop', attempts: 1 };
    },
    stream: async function* () {},
  } as unknown as AiProvider;
}

/** Runs the measurement (see the file comment). */
export async function evaluateTermDetection(bilingualDir: string, options: { every?: number } = {}): Promise<TTermEvalResult> {
  const glossary = loadGlossaryPairs(bilingualDir);
  const carrierLines = carriers(bilingualDir, glossary);
  const terms = directTerms(glossary, 'zh');
  const every = options.every ?? 1;
  // Every other planted term is dropped by the second model.
  const dropped = new Set(glossary.filter((_, i) => i % (2 * every) === every).map((t) => t.target));
  const result: TTermEvalResult = {
    terms: glossary.length,
    segments: 0,
    planted: 0,
    detected: 0,
    honour: { agree: 0, found: 0, missed: 0 },
    dropHalf: { agree: 0, found: 0, missed: 0, truthMissed: 0 },
    failures: [],
  };
  for (const [i, term] of glossary.entries()) {
    // The whole list is always the glossary; `every` only plants a sample of it (the test keeps CI fast).
    if (i % every !== 0) continue;
    const carrier = carrierLines[i % carrierLines.length]!;
    const cut = Math.floor(carrier.length / 2);
    const source = `“${term.source}”${carrier.slice(0, cut)}“${term.source}”${carrier.slice(cut)}`;
    result.segments++;
    result.planted += 2;
    for (const mode of ['honour', 'dropHalf'] as const) {
      const r = await translateSegment({ provider: providerFor(mode === 'honour' ? new Set() : dropped), source, sourceLang: 'zh', targetLang: 'en', terms, maskPersonalData: false });
      if (!r.ok) {
        result.failures.push(`${term.source}: ${r.error}`);
        continue;
      }
      const hits = r.termHits.filter((h) => h.term === term.source);
      if (mode === 'honour') result.detected += hits.length;
      if (hits.length !== 2 || r.termHits.length !== 2) result.failures.push(`${term.source} (${mode}): ${r.termHits.length} occurrences listed, 2 planted`);
      const truthFound = mode === 'honour' || !dropped.has(term.target);
      const tally = result[mode];
      for (const h of hits) {
        if (h.found === truthFound) tally.agree++;
        else result.failures.push(`${term.source} (${mode}): found=${h.found}, truth ${truthFound}`);
        if (h.found) tally.found++;
        else tally.missed++;
      }
      if (mode === 'dropHalf' && !truthFound) result.dropHalf.truthMissed += 2;
    }
  }
  return result;
}
