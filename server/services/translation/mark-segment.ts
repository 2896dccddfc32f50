/**
 * The text a model translates (issue 11, decision 200): glossary terms as ⟦T1⟧ placeholders, spans in a formatting of
 * their own wrapped as ⟦F1⟧…⟦/F1⟧, kept blocks (a page field, a note reference) as ⟦X1⟧. A term is never cut by a
 * format span (the span grows to hold it) and a term inside a kept block is not a term of the translation.
 */
import type { TOccurrence, TProtected } from './glossary';
import type { TSegmentShape } from './paragraph-shape';

export type TMarked = TProtected & { spanIds: number[]; keptIds: number[] };

/** The marked text of a segment and its term slots (same term, same placeholder). */
export function markSegment(source: string, occurrences: readonly TOccurrence[], shape: TSegmentShape | null): TMarked {
  const kept = shape?.kept ?? [];
  const occs = occurrences.filter((o) => !kept.some((k) => o.start < k.end && k.start < o.end));
  // Spans grow to hold a term they cut; a span that then runs into an earlier one is left unmarked.
  const spans: { id: number; start: number; end: number }[] = [];
  for (const s of shape?.spans ?? []) {
    let { start, end } = s;
    for (const o of occs) {
      if (o.start < end && start < o.end) {
        start = Math.min(start, o.start);
        end = Math.max(end, o.end);
      }
    }
    const prev = spans[spans.length - 1];
    if (prev && start < prev.end) continue;
    if (kept.some((k) => start < k.end && k.start < end && k.end > k.start)) continue;
    spans.push({ id: s.id, start, end });
  }

  const slots: TProtected['slots'] = [];
  const byTerm = new Map<TOccurrence['term'], string>();
  const opens = new Map<number, string[]>();
  const closes = new Map<number, string[]>();
  for (const s of spans) {
    if (s.end <= s.start) continue;
    opens.set(s.start, [...(opens.get(s.start) ?? []), `⟦F${s.id}⟧`]);
    closes.set(s.end, [...(closes.get(s.end) ?? []), `⟦/F${s.id}⟧`]);
  }
  const keptAt = new Map<number, (typeof kept)[number][]>();
  for (const k of kept) keptAt.set(k.start, [...(keptAt.get(k.start) ?? []), k]);
  const occAt = new Map(occs.map((o) => [o.start, o]));

  let text = '';
  let i = 0;
  const emitted = new Set<number>();
  while (i <= source.length) {
    text += (closes.get(i) ?? []).join('');
    let jumped = false;
    for (const k of keptAt.get(i) ?? []) {
      if (emitted.has(k.id)) continue;
      emitted.add(k.id);
      text += `⟦X${k.id}⟧`;
      if (k.end > i) {
        i = k.end;
        jumped = true;
        break;
      }
    }
    if (jumped) continue;
    if (i === source.length) break;
    text += (opens.get(i) ?? []).join('');
    const occ = occAt.get(i);
    if (occ) {
      let placeholder = byTerm.get(occ.term);
      if (!placeholder) {
        placeholder = `⟦T${byTerm.size + 1}⟧`;
        byTerm.set(occ.term, placeholder);
        slots.push({ placeholder, term: occ.term });
      }
      text += placeholder;
      // Closing markers inside the term's extent were moved to its end by the span growth above.
      i = occ.end;
      continue;
    }
    text += source[i];
    i++;
  }
  return { text, slots, spanIds: spans.filter((s) => s.end > s.start).map((s) => s.id), keptIds: kept.map((k) => k.id) };
}

/** A piece of a marked translation: text in span `span` (null = the paragraph's main formatting) or a kept block. */
export type TMarkedPiece = { kind: 'text'; text: string; span: number | null } | { kind: 'kept'; id: number };

const TOKEN = /(?:⟦|\[\[)\s*(\/?)\s*([FX])\s*(\d+)\s*(?:⟧|\]\])/g;

/**
 * Reads a marked translation back into pieces. Unknown or unbalanced markers are dropped (their text keeps the main
 * formatting); `lostSpans` and `lostKept` count the markers of the source the answer did not carry.
 */
export function parseMarked(marked: string, spanIds: readonly number[], keptIds: readonly number[]): { pieces: TMarkedPiece[]; lostSpans: number; lostKept: number[] } {
  const pieces: TMarkedPiece[] = [];
  const open: number[] = [];
  const seenSpans = new Set<number>();
  const seenKept = new Set<number>();
  const known = new Set(spanIds);
  const knownKept = new Set(keptIds);
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const span = open.length ? open[open.length - 1]! : null;
    const last = pieces[pieces.length - 1];
    if (last && last.kind === 'text' && last.span === span) last.text += text;
    else pieces.push({ kind: 'text', text, span });
  };
  for (const m of marked.matchAll(TOKEN)) {
    push(marked.slice(at, m.index));
    at = m.index + m[0].length;
    const id = Number(m[3]);
    if (m[2] === 'X') {
      if (!m[1] && knownKept.has(id) && !seenKept.has(id)) {
        seenKept.add(id);
        pieces.push({ kind: 'kept', id });
      }
      continue;
    }
    if (!known.has(id)) continue;
    if (m[1]) {
      const idx = open.lastIndexOf(id);
      if (idx >= 0) {
        open.splice(idx, 1);
        seenSpans.add(id);
      }
    } else open.push(id);
  }
  push(marked.slice(at));
  // A span never closed is not trusted: its words take the main formatting.
  const unclosed = new Set(open);
  const merged: TMarkedPiece[] = [];
  for (const pc of pieces) {
    const piece = pc.kind === 'text' && pc.span !== null && unclosed.has(pc.span) ? { ...pc, span: null } : pc;
    const last = merged[merged.length - 1];
    if (piece.kind === 'text' && last?.kind === 'text' && last.span === piece.span) last.text += piece.text;
    else merged.push({ ...piece });
  }
  return { pieces: merged, lostSpans: spanIds.filter((id) => !seenSpans.has(id)).length, lostKept: keptIds.filter((id) => !seenKept.has(id)) };
}

/** The plain translation of a marked one: markers removed, each kept block as its source text. */
export function plainOfMarked(marked: string, kept: readonly { id: number; text: string }[]): string {
  const byId = new Map(kept.map((k) => [k.id, k.text]));
  return marked.replace(TOKEN, (_all, close: string, kind: string, n: string) => (kind === 'X' && !close ? (byId.get(Number(n)) ?? '') : ''));
}

/**
 * A lawyer's edit of a marked translation: each kept block (a PAGE field, a hyperlink's code and end, a picture) goes
 * where the edit has the words around it — an alignment of the old translation with the edit — so the written file
 * keeps the field once and in place; each format span whose words still occur exactly once in the new text is marked
 * again there; the others are counted as lost. Null when the old translation held kept blocks that could not be
 * placed (no old text to align with, or an edit too long to align), or nothing is marked.
 */
export function remapEditedMarks(oldMarked: string | null, edited: string, oldTarget?: string | null): { marked: string | null; lost: number; spans: number } {
  if (!oldMarked) return { marked: null, lost: 0, spans: 0 };
  let base = edited;
  const hasKept = /(?:⟦|\[\[)\s*X\s*\d+/.test(oldMarked);
  if (hasKept) {
    const withKept = oldTarget ? placeKeptInEdit(oldMarked, oldTarget, edited) : null;
    if (withKept === null) return { marked: null, lost: 0, spans: 0 };
    base = withKept;
  }
  const spans = [...oldMarked.matchAll(/⟦F(\d+)⟧([\s\S]*?)⟦\/F\1⟧/g)].map((m) => ({ id: m[1]!, text: m[2]!.replace(/⟦\/?F\d+⟧/g, '') }));
  if (spans.length === 0) return { marked: hasKept ? base : null, lost: 0, spans: 0 };
  const ranges: { start: number; end: number; id: string }[] = [];
  for (const s of spans) {
    const words = s.text.trim();
    const at = words ? base.indexOf(words) : -1;
    if (at < 0 || base.indexOf(words, at + 1) >= 0) continue;
    if (ranges.some((r) => at < r.end && r.start < at + words.length)) continue;
    ranges.push({ start: at, end: at + words.length, id: s.id });
  }
  let marked = base;
  for (const r of [...ranges].sort((a, b) => b.start - a.start)) {
    marked = `${marked.slice(0, r.start)}⟦F${r.id}⟧${marked.slice(r.start, r.end)}⟦/F${r.id}⟧${marked.slice(r.end)}`;
  }
  return { marked: ranges.length || hasKept ? marked : null, lost: spans.length - ranges.length, spans: spans.length };
}

// Edits longer than this (characters of old text × characters of edit, after the common ends) are not aligned.
const MAX_ALIGN_CELLS = 4_000_000;

/**
 * The edit with each kept block's ⟦Xn⟧ where the alignment of the old translation (`oldTarget`, the plain text of
 * `oldMarked` with each block's own text, e.g. a page field's "3") with the edit puts it. A block whose text the edit
 * still holds unchanged takes that text's place (the field shows it, so it is not written twice); a block whose text
 * was changed or has none stays next to the character it touched in the old text (left first), else before the next
 * aligned character. Null when the old
 * translation does not read as its marked form or the texts are too long to align.
 */
function placeKeptInEdit(oldMarked: string, oldTarget: string, edited: string): string | null {
  // Where each kept block's text lies in the old translation: the marked form read as a pattern over it.
  const plainMarked = oldMarked.replace(/(?:⟦|\[\[)\s*\/?\s*F\s*\d+\s*(?:⟧|\]\])|(?:⟦|\[\[)\s*\/\s*X\s*\d+\s*(?:⟧|\]\])/g, '');
  const ids: number[] = [];
  const literals: string[] = [];
  let at = 0;
  for (const m of plainMarked.matchAll(/(?:⟦|\[\[)\s*X\s*(\d+)\s*(?:⟧|\]\])/g)) {
    literals.push(plainMarked.slice(at, m.index));
    ids.push(Number(m[1]));
    at = m.index + m[0].length;
  }
  literals.push(plainMarked.slice(at));
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^\\s*${literals.map(esc).join('([\\s\\S]*?)')}\\s*$`, 'd');
  const match = pattern.exec(oldTarget);
  if (!match?.indices) return null;
  const blocks: { id: number; start: number; end: number }[] = [];
  const seen = new Set<number>();
  ids.forEach((id, i) => {
    const [start, end] = match.indices![i + 1]!;
    if (!seen.has(id)) blocks.push({ id, start, end });
    seen.add(id);
  });
  const map = alignChars(oldTarget, edited);
  if (!map) return null;
  // Per block: the edit range its text still occupies (replaced by the token), or the point to insert the token.
  const places = blocks.map((b) => {
    const mapped = map.slice(b.start, b.end);
    const whole = b.end > b.start && mapped.every((x, k) => x >= 0 && x === mapped[0]! + k);
    if (whole) return { id: b.id, from: mapped[0]!, to: mapped[0]! + (b.end - b.start) };
    // Held to the word it touched: a field's end stays after the page number, a link's start before its words.
    const touches = (k: number) => k >= 0 && k < oldTarget.length && map[k]! >= 0 && /\S/.test(oldTarget[k]!);
    if (touches(b.start - 1)) return { id: b.id, from: map[b.start - 1]! + 1, to: map[b.start - 1]! + 1 };
    if (touches(b.end)) return { id: b.id, from: map[b.end]!, to: map[b.end]! };
    let point = edited.length;
    for (let k = b.start; k < oldTarget.length; k++) {
      if (k >= b.end && map[k]! >= 0) {
        point = map[k]!;
        break;
      }
    }
    // Not past any edit character that came before the block in the old text.
    for (let k = b.start - 1; k >= 0; k--) {
      if (map[k]! >= 0) {
        point = Math.max(point, map[k]! + 1);
        break;
      }
    }
    return { id: b.id, from: point, to: point };
  });
  let out = edited;
  // From the end, so earlier positions stay valid; at one point, the later block first (ends up after).
  for (const p of [...places].sort((a, b) => b.from - a.from || b.id - a.id)) out = `${out.slice(0, p.from)}⟦X${p.id}⟧${out.slice(p.to)}`;
  return out;
}

/** For each character of `a`, its index in `b` on a longest common subsequence, or -1. */
function alignChars(a: string, b: string): number[] | null {
  const map: number[] = new Array(a.length).fill(-1);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) {
    map[pre] = pre;
    pre++;
  }
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) {
    map[a.length - 1 - suf] = b.length - 1 - suf;
    suf++;
  }
  const n = a.length - pre - suf;
  const m = b.length - pre - suf;
  if (n === 0 || m === 0) return map;
  if (n * m > MAX_ALIGN_CELLS) return null;
  // lcs[i][j]: LCS length of a[pre+i..] and b[pre+j..], one row of m+1 per i.
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] = a[pre + i] === b[pre + j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[pre + i] === b[pre + j]) {
      map[pre + i] = pre + j;
      i++;
      j++;
    } else if (lcs[(i + 1) * (m + 1) + j]! >= lcs[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
  return map;
}
