/**
 * Enforcing a firm's glossary (issue 11): before a segment goes to the model, every term of the selected lists
 * found in it is replaced by a placeholder ⟦T1⟧ the model is told to keep; afterwards each placeholder becomes the
 * term's required translation. So 不可抗力 comes out as "force majeure" in every clause whatever the model's habits,
 * and a placeholder the model dropped is a miss we can name, not a silent drift. The check then reads the final text:
 * every term found in the source must appear as its target in the translation (found true/false per occurrence).
 */

export type TLang = 'zh' | 'en';

export type TGlossaryTerm = { source: string; target: string };

/** A term as it applies in one direction: what to look for in the source and what must appear in the translation. */
export type TDirectedTerm = { find: string; expected: string };

export type TTermHit = { term: string; expected: string; found: boolean };

const isLatin = (s: string) => /^[\x20-\x7e]+$/.test(s);

/** Terms of a list oriented for the direction: a list is written 中文 -> English; 英->中 reads it backwards. */
export function directTerms(terms: readonly TGlossaryTerm[], sourceLang: TLang): TDirectedTerm[] {
  const seen = new Set<string>();
  const out: TDirectedTerm[] = [];
  for (const t of terms) {
    const find = (sourceLang === 'zh' ? t.source : t.target).trim();
    const expected = (sourceLang === 'zh' ? t.target : t.source).trim();
    const key = find.toLowerCase();
    if (!find || !expected || seen.has(key)) continue;
    seen.add(key);
    out.push({ find, expected });
  }
  // Longest first: 不可抗力事件 wins over 不可抗力 where both are in the list.
  return out.sort((a, b) => b.find.length - a.find.length);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for a term: Chinese terms as they are written; English terms case-insensitive (Force Majeure, FORCE
 * MAJEURE) on word boundaries, where a hyphen joins words into another term: "party" is not in "third-party" or
 * "non-party" (第三方 and 非当事人 are not 当事人), but "third-party" is the term "third party"; "damage" is not
 * "damages" (损害 vs 损害赔偿), so no plural folding. A possessive ("Party's") is the term.
 */
function termPattern(text: string): RegExp {
  let re = patterns.get(text);
  if (!re) {
    // Words of an English term may be written apart or hyphenated: "force-majeure clause" is force majeure.
    const body = isLatin(text) ? escapeRegExp(text).replace(/[\s-]+/g, '(?:\\s+|\\s*-\\s*)') : escapeRegExp(text).replace(/\s+/g, '\\s+');
    re = isLatin(text) ? new RegExp(`(?<![A-Za-z0-9]|[A-Za-z0-9]-)${body}(?![A-Za-z0-9]|-[A-Za-z0-9])`, 'gi') : new RegExp(body, 'g');
    // Compiled once per term: a 10,000-term list is matched against every segment of a task.
    if (patterns.size >= 100_000) patterns.clear();
    patterns.set(text, re);
  }
  re.lastIndex = 0;
  return re;
}

const patterns = new Map<string, RegExp>();

/**
 * A piece every match of the term contains (its first word, lower-cased for English): a term whose piece is not in
 * the segment cannot match, so most of a 10,000-term list costs one `includes` per segment instead of a regex run.
 */
function termKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    const first = text.trim().split(isLatin(text) ? /[\s-]+/ : /\s+/)[0] ?? '';
    key = isLatin(text) ? first.toLowerCase() : first;
    if (keys.size >= 100_000) keys.clear();
    keys.set(text, key);
  }
  return key;
}

const keys = new Map<string, string>();

export type TOccurrence = { term: TDirectedTerm; start: number; end: number };

/** Every non-overlapping occurrence of the terms in `source`, longest terms first, in reading order. */
export function findOccurrences(source: string, terms: readonly TDirectedTerm[]): TOccurrence[] {
  const taken: boolean[] = new Array(source.length).fill(false);
  const found: TOccurrence[] = [];
  const lower = source.toLowerCase();
  for (const term of terms) {
    const latin = isLatin(term.find);
    if (!(latin ? lower : source).includes(termKey(term.find))) continue;
    const re = termPattern(term.find);
    let m: RegExpExecArray | null;
    while ((m = re.exec(source))) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) break;
      if (taken.slice(start, end).some(Boolean)) continue;
      for (let i = start; i < end; i++) taken[i] = true;
      found.push({ term, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export type TProtected = { text: string; slots: { placeholder: string; term: TDirectedTerm }[] };

/** Replaces each occurrence by ⟦Tn⟧ (same term -> same placeholder). */
export function protectTerms(source: string, occurrences: readonly TOccurrence[]): TProtected {
  const slots: TProtected['slots'] = [];
  const byTerm = new Map<TDirectedTerm, string>();
  let text = '';
  let at = 0;
  for (const occ of occurrences) {
    let placeholder = byTerm.get(occ.term);
    if (!placeholder) {
      placeholder = `⟦T${byTerm.size + 1}⟧`;
      byTerm.set(occ.term, placeholder);
      slots.push({ placeholder, term: occ.term });
    }
    text += source.slice(at, occ.start) + placeholder;
    at = occ.end;
  }
  return { text: text + source.slice(at), slots };
}

/** Puts each term's required translation where the model kept its placeholder; lists the placeholders it lost. */
export function restoreTerms(translation: string, slots: TProtected['slots']): { text: string; lost: TDirectedTerm[] } {
  let text = translation;
  const lost: TDirectedTerm[] = [];
  for (const slot of slots) {
    // Models sometimes add spaces inside the brackets or change their width: accept ⟦ T1 ⟧, [[T1]], 【T1】.
    const n = slot.placeholder.slice(1, -1);
    const re = new RegExp(`(?:⟦\\s*${n}\\s*⟧|\\[\\[\\s*${n}\\s*\\]\\]|【\\s*${n}\\s*】)`, 'g');
    if (!re.test(text)) {
      lost.push(slot.term);
      continue;
    }
    text = text.replace(re, slot.term.expected);
  }
  return { text, lost };
}

/** The check the page shows: each term occurrence in the source, and whether its target is in the translation. */
export function checkTermHits(source: string, translation: string, terms: readonly TDirectedTerm[]): TTermHit[] {
  const occurrences = findOccurrences(source, terms);
  const counts = new Map<TDirectedTerm, number>();
  for (const o of occurrences) counts.set(o.term, (counts.get(o.term) ?? 0) + 1);
  const hits: TTermHit[] = [];
  for (const [term, needed] of counts) {
    const present = translation.match(termPattern(term.expected))?.length ?? 0;
    // Each occurrence in the source needs its own rendering in the translation.
    for (let i = 0; i < needed; i++) hits.push({ term: term.find, expected: term.expected, found: i < present });
  }
  return hits;
}
