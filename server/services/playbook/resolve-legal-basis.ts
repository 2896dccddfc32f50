/**
 * A firm check's legal basis, as the admin typed it (《民法典》第五百八十五条, 劳动合同法第19条, 民法典第584、585条),
 * checked against the statute corpus before it is saved: every article must exist and be in force, or the save is
 * refused with the corpus's own reason. What is stored is the corpus's short title and article label, so a review
 * quotes the article from the corpus, never from what was typed.
 */
import type { TLegalBasis } from '@common/api/contract';
import { PLAYBOOK_LIMITS, PlaybookMessages } from '@common/api/playbook';
import type { TStoredCitation } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { resolveCitations, toLegalBasis } from '../../laws/citation';
import { getLawCorpus, type LawCorpus } from '../../laws/corpus';

export const LegalBasisMessages = {
  corpusMissing: '法规库暂不可用，无法核实法律依据，请稍后重试或先不填写法律依据',
  unreadable: (input: string) => `无法识别法律依据“${input}”，请按“《民法典》第五百八十五条”的格式填写`,
  unresolved: (input: string, reason: string) => `法律依据“${input}”无法核实：${reason}`,
} as const;

/** The process-wide statute corpus, or null when its folder is missing on this deployment. */
export function playbookCorpus(): LawCorpus | null {
  try {
    return getLawCorpus();
  } catch {
    return null;
  }
}

/** Resolves every typed citation or throws 400 with a message naming the one that failed and why. */
export function resolveLegalBasis(corpus: LawCorpus | null, inputs: readonly string[]): TStoredCitation[] {
  if (inputs.length === 0) return [];
  if (!corpus) throw Errors.badRequest(LegalBasisMessages.corpusMissing);
  const out: TStoredCitation[] = [];
  const seen = new Set<string>();
  for (const input of inputs) {
    const found = resolveCitations(corpus, input);
    if (found.length === 0) throw Errors.badRequest(LegalBasisMessages.unreadable(input));
    for (const { result } of found) {
      if (!result.ok) throw Errors.badRequest(LegalBasisMessages.unresolved(input, result.reason));
      const stored = { law: result.lawShortTitle, article: result.shortCitation.slice(result.lawShortTitle.length + 2) };
      const key = `${stored.law}|${stored.article}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(stored);
    }
  }
  if (out.length > PLAYBOOK_LIMITS.citationsMax) throw Errors.badRequest(PlaybookMessages.tooManyCitations);
  return out;
}

/** Stored citations with the article text quoted from the corpus (unresolved, text '', without one). */
export function quoteLegalBasis(corpus: LawCorpus | null, citations: readonly TStoredCitation[]): TLegalBasis[] {
  return citations.map((c) => (corpus ? toLegalBasis(corpus, c) : { law: c.law, article: c.article, text: '', resolved: false }));
}
