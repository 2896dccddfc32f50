/**
 * Term detection measured over the bilingual glossary (issue 11 target: 100% of term occurrences in the source
 * detected, their found/missed state true to the target text). The Fu Jen legal glossary (../shared/data/bilingual,
 * 1,958 pairs, cleaned: one rendering per term) is the term list; sentences of the PRC Constitution that hold none of
 * its terms are the carriers; each term is planted twice, in quotation marks, into its own sentence, so the truth
 * (which occurrences exist) is known by construction. Every segment goes through the real pipeline (placeholders,
 * a stub model, restoring, the check) twice: with a model that honours every term, and with one that drops the
 * placeholders of every other term (the truth then says which occurrences are missing from the translation).
 * Both directions: 中->英 plants the Chinese term into a Chinese sentence; 英->中 plants the English rendering into the
 * official English of a Constitution sentence (case as written in the list, word boundaries), and the stub answers in
 * Chinese with that sentence's official Chinese, so the check reads a real Chinese text for the Chinese term.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AiProvider } from '../../../ai/index';
import { directTerms, findOccurrences, type TGlossaryTerm, type TLang } from '../glossary';
import { translateSegment } from '../translate-segment';
import { STUB_OWN_WORDS, stubTranslate } from './stub-translator';

export type TTermEvalResult = {
  direction: 'zh-en' | 'en-zh';
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
    if (STUB_WORDS.test(target) || STUB_OWN_WORDS.zh.some((w) => w.includes(source)) || seenZh.has(source) || seenEn.has(target.toLowerCase())) continue;
    seenZh.add(source);
    seenEn.add(target.toLowerCase());
    out.push({ source, target });
  }
  return out;
}

type TPair = { zh: string; en: string };

function constitutionPairs(bilingualDir: string): TPair[] {
  const lines = readFileSync(path.join(bilingualDir, 'constitution_prc_zh_en_pairs.jsonl'), 'utf8').split('\n').filter(Boolean);
  return lines.map((l) => JSON.parse(l) as TPair).map((p) => ({ zh: p.zh.trim(), en: p.en.trim() }));
}

/** Sentences holding no term of the list: in the source language, and (英->中) none of the Chinese terms in their official Chinese. */
function carriers(pairs: readonly TPair[], glossary: readonly TGlossaryTerm[], sourceLang: TLang): TPair[] {
  if (sourceLang === 'zh') return pairs.filter((p) => p.zh.length >= 12 && p.zh.length <= 200 && !glossary.some((t) => p.zh.includes(t.source)));
  const english = directTerms(glossary, 'en');
  return pairs.filter(
    (p) => p.en.length >= 40 && p.en.length <= 400 && findOccurrences(p.en, english).length === 0 && !glossary.some((t) => p.zh.includes(t.source)),
  );
}

function providerFor(drop: ReadonlySet<string>, to: TLang, sentences: ReadonlyMap<string, string>): AiProvider {
  return {
    id: 'openai-compatible',
    model: 'stub',
    capabilities: {},
    complete: async (messages: { role: string; content: string }[]) => {
      let user = messages[messages.length - 1]!.content;
      // The system prompt lists "⟦T1⟧ = force majeure": drop the placeholders of the terms in `drop`.
      for (const m of messages[0]!.content.matchAll(/^(⟦T\d+⟧) = (.+)$/gm)) if (drop.has(m[2]!)) user = user.split(m[1]!).join('act of God');
      return { text: stubTranslate(user, 'honour', { to, sentences }), usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0, estimated: true }, finishReason: 'stop', attempts: 1 };
    },
    stream: async function* () {},
  } as unknown as AiProvider;
}

/** Runs the measurement (see the file comment). */
export async function evaluateTermDetection(bilingualDir: string, options: { every?: number; sourceLang?: TLang } = {}): Promise<TTermEvalResult> {
  const sourceLang = options.sourceLang ?? 'zh';
  const targetLang: TLang = sourceLang === 'zh' ? 'en' : 'zh';
  const glossary = loadGlossaryPairs(bilingualDir);
  const pairs = constitutionPairs(bilingualDir);
  const carrierPairs = carriers(pairs, glossary, sourceLang);
  const sentences = new Map(pairs.map((p) => [p.en, p.zh]));
  const terms = directTerms(glossary, sourceLang);
  const every = options.every ?? 1;
  // Every other planted term is dropped by the second model (keyed by the rendering the system prompt lists).
  const dropped = new Set(glossary.filter((_, i) => i % (2 * every) === every).map((t) => (sourceLang === 'zh' ? t.target : t.source)));
  const result: TTermEvalResult = {
    direction: sourceLang === 'zh' ? 'zh-en' : 'en-zh',
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
    const carrier = carrierPairs[i % carrierPairs.length]!;
    let source: string;
    if (sourceLang === 'zh') {
      const cut = Math.floor(carrier.zh.length / 2);
      source = `“${term.source}”${carrier.zh.slice(0, cut)}“${term.source}”${carrier.zh.slice(cut)}`;
    } else {
      // A defined term heading its clause and quoted again at its end, as English contracts write definitions.
      source = `“${term.target}”: ${carrier.en} (“${term.target}”)`;
    }
    const find = sourceLang === 'zh' ? term.source : term.target;
    const rendering = sourceLang === 'zh' ? term.target : term.source;
    result.segments++;
    result.planted += 2;
    for (const mode of ['honour', 'dropHalf'] as const) {
      const provider = providerFor(mode === 'honour' ? new Set() : dropped, targetLang, sentences);
      const r = await translateSegment({ provider, source, sourceLang, targetLang, terms, maskPersonalData: false });
      if (!r.ok) {
        result.failures.push(`${find}: ${r.error}`);
        continue;
      }
      const hits = r.termHits.filter((h) => h.term === find);
      if (mode === 'honour') result.detected += hits.length;
      if (hits.length !== 2 || r.termHits.length !== 2) result.failures.push(`${find} (${mode}): ${r.termHits.length} occurrences listed, 2 planted`);
      const truthFound = mode === 'honour' || !dropped.has(rendering);
      const tally = result[mode];
      for (const h of hits) {
        if (h.found === truthFound) tally.agree++;
        else result.failures.push(`${find} (${mode}): found=${h.found}, truth ${truthFound}`);
        if (h.found) tally.found++;
        else tally.missed++;
      }
      if (mode === 'dropHalf' && !truthFound) result.dropHalf.truthMissed += 2;
    }
  }
  return result;
}
