/**
 * One segment through the model (issue 11): glossary terms become placeholders the model must keep (with their
 * fixed translations listed, so it can write around them), spans in a formatting of their own are wrapped in
 * ⟦F1⟧…⟦/F1⟧ and kept blocks (page fields, note references) become ⟦X1⟧ (decision 200), personal data is masked like
 * in contract review, and the answer is restored and checked. The answer is refused when it is empty or still in the
 * source language; a model that does not answer in time is a failed segment the retry picks up.
 */
import { TranslationMessages } from '@common/api/translation';
import { AiProviderError } from '../../ai/providers/errors';
import { createMasker, type AiProvider } from '../../ai/index';
import { checkTermHits, findOccurrences, restoreTerms, type TDirectedTerm, type TLang, type TTermHit } from './glossary';
import { markSegment, parseMarked, plainOfMarked } from './mark-segment';
import { checkNumbers, type TNumberIssue } from './numbers';
import type { TSegmentShape } from './paragraph-shape';
import { looksUntranslated } from './segments';

export type TSegmentResult =
  | {
      ok: true;
      target: string;
      /** The translation with its format markers, for the run-by-run write-back; null when the source had none. */
      targetMarked: string | null;
      /** Formatting the answer did not carry (said on the page), or null. */
      formatNote: string | null;
      termHits: TTermHit[];
      termMisses: { term: string; expected: string }[];
      numberIssues: TNumberIssue[];
    }
  | { ok: false; error: string };

const LANG_NAMES: Record<TLang, string> = { zh: '中文', en: 'English' };

function systemPrompt(sourceLang: TLang, targetLang: TLang, slots: { placeholder: string; term: TDirectedTerm }[], marks: { spans: boolean; kept: boolean }): string {
  const lines = [
    `You are a professional legal translator. Translate the user's ${LANG_NAMES[sourceLang]} text into ${LANG_NAMES[targetLang]}, in the register of a legal document.`,
    'Output only the translation: no notes, no quotation marks, no explanation.',
    'Keep numbers, amounts and dates exact. In English write amounts in figures with thousands separators (RMB 300,000) and dates as March 1, 2024.',
  ];
  if (marks.spans) lines.push('Text between ⟦F1⟧ and ⟦/F1⟧ (F2, F3 ...) is bold, underlined or otherwise formatted: put the same pair of markers around the words that translate it.');
  if (marks.kept) lines.push('Tokens like ⟦X1⟧ are page numbers, fields or pictures: copy each exactly once where it belongs.');
  if (slots.length > 0) {
    lines.push('Tokens like ⟦T1⟧ stand for defined terms whose translation is fixed. Copy every token exactly once where the term belongs; do not translate or drop it. They mean:');
    for (const s of slots) lines.push(`${s.placeholder} = ${s.term.expected}`);
  }
  return lines.join('\n');
}

function formatNote(lostSpans: number, spans: number, lostKept: number): string | null {
  const parts: string[] = [];
  if (lostSpans > 0) parts.push(`原文${spans}处加粗/下划线等格式中有${lostSpans}处未能对应到译文，已按本段正文格式写入`);
  if (lostKept > 0) parts.push(`${lostKept}处页码/域/图片未能定位，保留在原位置`);
  return parts.length ? parts.join('；') : null;
}

/** Translates one segment; never throws for a model's bad answer (it becomes a failed segment with a reason). */
export async function translateSegment(args: {
  provider: AiProvider;
  source: string;
  sourceLang: TLang;
  targetLang: TLang;
  terms: readonly TDirectedTerm[];
  maskPersonalData: boolean;
  /** Format spans and kept blocks of the paragraph (a .docx); null for plain text. */
  shape?: TSegmentShape | null;
  signal?: AbortSignal;
}): Promise<TSegmentResult> {
  const occurrences = findOccurrences(args.source, args.terms);
  const marked = markSegment(args.source, occurrences, args.shape ?? null);
  // Nothing to translate (blanks to fill in, a lone page field, a list number): kept as it is, no model call.
  if (!/[\p{L}]/u.test(marked.text.replace(/⟦\/?[FX]\d+⟧/g, ''))) {
    const withMarks = marked.spanIds.length > 0 || marked.keptIds.length > 0;
    return { ok: true, target: args.source, targetMarked: withMarks ? marked.text : null, formatNote: null, termHits: [], termMisses: [], numberIssues: [] };
  }
  const masker = args.maskPersonalData ? createMasker() : null;
  const text = masker ? masker.mask(marked.text) : marked.text;
  let result;
  try {
    result = await args.provider.complete(
      [
        { role: 'system', content: systemPrompt(args.sourceLang, args.targetLang, marked.slots, { spans: marked.spanIds.length > 0, kept: marked.keptIds.length > 0 }) },
        { role: 'user', content: text },
      ],
      { maxTokens: Math.min(4000, 200 + args.source.length * 4), temperature: 0.1, signal: args.signal },
    );
  } catch (err) {
    if (err instanceof AiProviderError && err.kind === 'timeout') return { ok: false, error: TranslationMessages.modelTimeout };
    if (err instanceof AiProviderError && err.kind !== 'aborted') return { ok: false, error: TranslationMessages.modelFailed };
    throw err;
  }
  const answer = (masker ? masker.restore(result.text) : result.text).trim();
  if (!answer) return { ok: false, error: TranslationMessages.emptyAnswer };
  const restored = restoreTerms(answer, marked.slots);
  const withMarks = marked.spanIds.length > 0 || marked.keptIds.length > 0;
  const kept = args.shape?.kept ?? [];
  const target = withMarks ? plainOfMarked(restored.text, kept).trim() : restored.text;
  if (!target || looksUntranslated(target.replace(/⟦[^⟧]*⟧/g, ''), args.targetLang)) return { ok: false, error: target ? TranslationMessages.untranslated : TranslationMessages.emptyAnswer };
  const parsed = withMarks ? parseMarked(restored.text, marked.spanIds, marked.keptIds) : null;
  return {
    ok: true,
    target,
    targetMarked: withMarks ? restored.text : null,
    formatNote: parsed ? formatNote(parsed.lostSpans, marked.spanIds.length, parsed.lostKept.length) : null,
    termHits: checkTermHits(args.source, target, args.terms),
    termMisses: restored.lost.map((t) => ({ term: t.find, expected: t.expected })),
    numberIssues: checkNumbers(args.source, target),
  };
}
