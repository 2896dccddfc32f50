/**
 * One segment through the model (issue 11): glossary terms become placeholders the model must keep (with their
 * fixed translations listed, so it can write around them), personal data is masked like in contract review, and the
 * answer is restored and checked. The answer is refused when it is empty or still in the source language.
 */
import { TranslationMessages } from '@common/api/translation';
import { createMasker, type AiProvider } from '../../ai/index';
import { checkTermHits, findOccurrences, protectTerms, restoreTerms, type TDirectedTerm, type TLang, type TTermHit } from './glossary';
import { checkNumbers, type TNumberIssue } from './numbers';
import { looksUntranslated } from './segments';

export type TSegmentResult =
  | { ok: true; target: string; termHits: TTermHit[]; termMisses: { term: string; expected: string }[]; numberIssues: TNumberIssue[] }
  | { ok: false; error: string };

const LANG_NAMES: Record<TLang, string> = { zh: '中文', en: 'English' };

function systemPrompt(sourceLang: TLang, targetLang: TLang, slots: { placeholder: string; term: TDirectedTerm }[]): string {
  const lines = [
    `You are a professional legal translator. Translate the user's ${LANG_NAMES[sourceLang]} text into ${LANG_NAMES[targetLang]}, in the register of a legal document.`,
    'Output only the translation: no notes, no quotation marks, no explanation.',
    'Keep numbers, amounts and dates exact. In English write amounts in figures with thousands separators (RMB 300,000) and dates as March 1, 2024.',
  ];
  if (slots.length > 0) {
    lines.push('Tokens like ⟦T1⟧ stand for defined terms whose translation is fixed. Copy every token exactly once where the term belongs; do not translate or drop it. They mean:');
    for (const s of slots) lines.push(`${s.placeholder} = ${s.term.expected}`);
  }
  return lines.join('\n');
}

/** Translates one segment; never throws for a model's bad answer (it becomes a failed segment with a reason). */
export async function translateSegment(args: {
  provider: AiProvider;
  source: string;
  sourceLang: TLang;
  targetLang: TLang;
  terms: readonly TDirectedTerm[];
  maskPersonalData: boolean;
  signal?: AbortSignal;
}): Promise<TSegmentResult> {
  const occurrences = findOccurrences(args.source, args.terms);
  const prot = protectTerms(args.source, occurrences);
  const masker = args.maskPersonalData ? createMasker() : null;
  const text = masker ? masker.mask(prot.text) : prot.text;
  const result = await args.provider.complete(
    [
      { role: 'system', content: systemPrompt(args.sourceLang, args.targetLang, prot.slots) },
      { role: 'user', content: text },
    ],
    { maxTokens: Math.min(4000, 200 + args.source.length * 4), temperature: 0.1, signal: args.signal },
  );
  const answer = (masker ? masker.restore(result.text) : result.text).trim();
  if (!answer) return { ok: false, error: TranslationMessages.emptyAnswer };
  const restored = restoreTerms(answer, prot.slots);
  if (looksUntranslated(restored.text.replace(/⟦[^⟧]*⟧/g, ''), args.targetLang)) return { ok: false, error: TranslationMessages.untranslated };
  return {
    ok: true,
    target: restored.text,
    termHits: checkTermHits(args.source, restored.text, args.terms),
    termMisses: restored.lost.map((t) => ({ term: t.find, expected: t.expected })),
    numberIssues: checkNumbers(args.source, restored.text),
  };
}
