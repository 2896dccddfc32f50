/**
 * Structural defects: the dispute clause removed, both a court and an arbitration commission named, the signature
 * block removed, a numbering gap, a reference to a clause or annex that does not exist.
 */
import { toChineseArticleNumber } from '@common/text/chinese-numerals';
import type { ReviewParagraph } from '../../model';
import { EditError, type DocxEditor } from '../docx-edit';
import { END_OF_TERMS, cityOf, clauseBody, headingOf, isBody, sentencesOf, type Heading, type HeadingKind } from '../contract-text';
import { FORUM, findDisputeClause, findSignatureBlock, joint, remainingDisputeParas } from './find';
import { finish, notApplicable, type Mutator } from './types';

/** Removes paragraphs, taking out whole tables when every paragraph of the table is being removed. */
function removeAll(editor: DocxEditor, indexes: readonly number[]): void {
  const set = new Set(indexes);
  const tablesDone = new Set<number>();
  const plain: number[] = [];
  for (const i of indexes) {
    if (editor.paragraphs[i]!.location !== 'table') {
      plain.push(i);
      continue;
    }
    const cells = editor.tableParagraphs(i);
    if (tablesDone.has(cells[0]!)) continue;
    tablesDone.add(cells[0]!);
    const whole = cells.every((j) => set.has(j) || editor.paragraphs[j]!.text.trim() === '');
    if (whole) {
      try {
        editor.removeTable(i);
        continue;
      } catch (e) {
        if (!(e instanceof EditError)) throw e;
      }
    }
    plain.push(...cells.filter((j) => set.has(j)));
  }
  editor.removeParagraphs(plain.filter((i) => !editor.isRemoved(i)));
}

export const disputeRemoved: Mutator = {
  id: 'dispute-removed',
  label: '删除争议解决条款',
  high: false,
  ruleIds: ['general.dispute.missing', 'general.dispute.no-forum'],
  detection: 'missing',
  apply({ editor }) {
    const paras = editor.paragraphs;
    const clause = findDisputeClause(paras);
    if (!clause) return notApplicable('no dispute-resolution clause');
    const remove = new Set(clause.paragraphs);
    for (const i of remainingDisputeParas(paras, remove)) remove.add(i);
    const list = [...remove].sort((a, b) => a - b);
    removeAll(editor, list);
    return finish(editor, `removed ${list.length} paragraph(s) from #${list[0]}: ${paras[list[0]!]!.text.trim().slice(0, 30)}`, null, list.map((i) => paras[i]!.text));
  },
};

/** The dispute clause already names both forums (the original has the defect): nothing to plant. */
function namesBothForums(text: string): boolean {
  return /仲裁/u.test(text) && /法院|起诉|诉讼/u.test(text);
}

/** Where the negotiation step ends in a dispute sentence: after "协商不成的，" and the like. */
const NEGOTIATION_FAILS = /^.*?(?:(?:协商|调解)(?:不成|不能解决|未能解决|不能达成一致)|解决不成|仍无法解决|协商无效)[^，,]{0,4}[，,]/u;
/** Paragraphs of a dispute clause that offer the forums as options to choose from. */
const OPTION = /[☐□]|^[\s\u3000]*\d[.．、]\s*(?:向|提交|依法)|如下方式|下列第/u;

export const bothForums: Mutator = {
  id: 'both-forums',
  label: '同时约定仲裁与诉讼',
  high: true,
  ruleIds: ['general.dispute.both-forums'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    const clause = findDisputeClause(paras);
    if (!clause) return notApplicable('no dispute-resolution clause');
    const clauseText = clause.paragraphs.map((i) => paras[i]!.text).join('\n');
    if (namesBothForums(clauseText) && !/[_＿]{2,}|\s{4,}仲裁委员会|☐|□/u.test(clauseText)) return notApplicable('the clause already names both forums');
    // The clause body: the first paragraph that speaks of disputes or names a forum (not a bare heading).
    const body = clause.paragraphs.filter((i) => editor.editable(i) && (/争议|纠纷/u.test(paras[i]!.text) || FORUM.test(paras[i]!.text)));
    const hasBody = (i: number) => {
      const h = headingOf(paras[i]!);
      return paras[i]!.text.slice(h ? h.typedLength : 0).trim().length > 16;
    };
    const first = body.find((i) => hasBody(i) && (NEGOTIATION_FAILS.test(paras[i]!.text) || FORUM.test(paras[i]!.text))) ?? body.find(hasBody);
    if (first === undefined) return notApplicable('dispute clause has no body text');
    const text = paras[first]!.text;
    const city = cityOf(paras) ?? '北京';
    const planted = `提交${city}仲裁委员会仲裁，或向合同签订地人民法院起诉。`;
    const label = headingOf(paras[first]!);
    const bodyStart = label && !label.rendered ? label.typedLength + /^[\s\u3000]*/u.exec(text.slice(label.typedLength))![0].length : 0;
    const sentences = sentencesOf(text).filter((s) => s.end > bodyStart);
    // Cut after the negotiation step when there is one; replace up to the end of the last sentence that names a
    // forum or offers options (later sentences, e.g. on costs, stay).
    let from = -1;
    let repl = planted;
    for (const s of sentences) {
      const m = NEGOTIATION_FAILS.exec(s.text);
      if (m) {
        from = s.start + m[0].length;
        break;
      }
    }
    const forumSentences = sentences.filter((s) => FORUM.test(s.text) || OPTION.test(s.text) || s.end > from);
    const last = [...sentences].reverse().find((s) => (FORUM.test(s.text) || OPTION.test(s.text)) && s.end > Math.max(from, bodyStart)) ?? forumSentences[0];
    if (from < 0) {
      const firstForum = sentences.find((s) => FORUM.test(s.text));
      if (!firstForum) return notApplicable('no forum sentence to replace');
      from = Math.max(firstForum.start, bodyStart);
      repl = /协商/u.test(text.slice(0, from)) ? `协商不成的，${planted}` : `因本合同引起的或与本合同有关的任何争议，由双方协商解决；协商不成的，${planted}`;
    }
    const to = Math.max(last ? last.end : text.length, from);
    try {
      editor.replaceText(first, from, to, repl);
    } catch (e) {
      if (e instanceof EditError) return notApplicable(`cannot edit the dispute sentence: ${e.message}`);
      throw e;
    }
    // The options or forum paragraphs after it go: the clause now names both forums and nothing else.
    const others = clause.paragraphs.filter((i) => i > first && editor.editable(i) && (FORUM.test(paras[i]!.text) || OPTION.test(paras[i]!.text)));
    if (others.length) editor.removeParagraphs(others);
    return finish(editor, `#${first}: "${text.slice(from, to).slice(0, 40)}" -> "${repl}"${others.length ? `; removed ${others.length} option paragraph(s)` : ''}`, {
      index: first,
      text: planted,
    });
  },
};

export const signatureRemoved: Mutator = {
  id: 'signature-removed',
  label: '删除签署栏',
  high: true,
  ruleIds: ['general.signature.missing'],
  detection: 'missing',
  apply({ editor }) {
    const paras = editor.paragraphs;
    const block = findSignatureBlock(paras);
    if (!block) return notApplicable('no signature block');
    removeAll(editor, block);
    return finish(editor, `removed signature block #${block[0]}-#${block[block.length - 1]}`, null, block.map((i) => paras[i]!.text));
  },
};

const TOP_KINDS: HeadingKind[] = ['article', 'cn', 'num'];

function showLabel(kind: HeadingKind, n: number): string {
  if (kind === 'article') return `第${toChineseArticleNumber(n)}条`;
  if (kind === 'cn') return `${toChineseArticleNumber(n)}、`;
  return `${n}.`;
}

/** Top-level clause headings of one kind in the body, with their numbers. */
function headingsOfKind(paras: readonly ReviewParagraph[], kind: HeadingKind): { i: number; h: Heading }[] {
  const out: { i: number; h: Heading }[] = [];
  for (const p of paras) {
    if (p.location !== 'body') continue;
    const h = headingOf(p);
    if (h && h.kind === kind) out.push({ i: p.index, h });
  }
  return out;
}

const SENSITIVE = /争议|仲裁|法院|签字|签章|盖章|违约金|定金/u;

export const numberingGap: Mutator = {
  id: 'numbering-gap',
  label: '条款编号跳号',
  high: false,
  ruleIds: ['general.numbering.sequence'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    for (const kind of TOP_KINDS) {
      const hs = headingsOfKind(paras, kind);
      // Clause k with k-1 before it and k+1 after it, numbered alike (typed or rendered), middle-most first.
      const triples: number[] = [];
      for (let t = 1; t + 1 < hs.length; t++) {
        const [p, c, n] = [hs[t - 1]!, hs[t]!, hs[t + 1]!];
        if (c.h.n === p.h.n + 1 && n.h.n === c.h.n + 1 && p.h.rendered === c.h.rendered && c.h.rendered === n.h.rendered) triples.push(t);
      }
      if (triples.length < 1) continue;
      const mid = (hs.length - 1) / 2;
      triples.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid));
      for (const t of triples) {
        const c = hs[t]!;
        const next = hs[t + 1]!;
        const body = clauseBody(paras, c.i);
        const clause = [c.i, ...body];
        if (clause.some((j) => SENSITIVE.test(paras[j]!.text))) continue;
        if (!c.h.rendered) {
          // Typed labels: delete clause k, so k+1 follows k-1.
          if (!clause.every((j) => editor.editable(j)) || clause.some((j) => paras[j]!.location !== 'body')) continue;
          if (body.length > 0 && body[body.length - 1]! >= next.i) continue;
          editor.removeParagraphs(clause);
          const label = paras[next.i]!.text.slice(0, next.h.typedLength).trim();
          return finish(editor, `removed ${showLabel(kind, c.h.n)} (#${c.i}, ${clause.length} paragraph(s))`, { index: next.i, text: label }, clause.map((j) => paras[j]!.text));
        }
        // Automatic numbering renumbers what follows a deleted clause: type a label that skips one instead, at
        // the start of clause k's first plain body paragraph (a clause pasted in with its own number).
        const target = body.find((j) => paras[j]!.label === '' && headingOf(paras[j]!) === null && paras[j]!.text.trim().length >= 8 && paras[j]!.location === 'body');
        if (target === undefined || !editor.editable(target)) continue;
        const label = showLabel(kind, c.h.n + 2);
        const lead = /^[\s\u3000]*/u.exec(paras[target]!.text)![0].length;
        const typed = kind === 'article' ? `${label} ` : label;
        try {
          editor.replaceText(target, lead, lead, typed);
        } catch (e) {
          if (e instanceof EditError) continue;
          throw e;
        }
        return finish(editor, `typed "${typed}" before #${target} inside auto-numbered ${showLabel(kind, c.h.n)}`, { index: target, text: label });
      }
    }
    return notApplicable('no run of three consecutively numbered clauses');
  },
};

export const danglingReference: Mutator = {
  id: 'dangling-reference',
  label: '引用不存在的条款/附件',
  high: false,
  ruleIds: ['general.reference.clause', 'general.reference.annex'],
  detection: 'span',
  apply({ editor }) {
    const paras = editor.paragraphs;
    const all = paras.map((p) => p.text).join('\n');
    const articles = headingsOfKind(paras, 'article');
    // An annex reference where the contract lists annexes; else a clause reference where clauses are numbered
    // 第X条; else an annex reference all the same (a contract that attaches nothing cannot have 附件九 either).
    const listsAnnexes = paras.some((p) => /^[\s\u3000]*附件\s*[一二三四五六七八九十\d]{1,3}\s*[：:《]/u.test(p.text));
    const useClause = !listsAnnexes && articles.length >= 3 && !/第九十九条/u.test(all) && articles.every((a) => a.h.n < 99);
    const sentence = useClause ? '详见本合同第九十九条。' : '具体内容见附件九。';
    if (!useClause && /附件\s*[九9](?!\d)/u.test(all)) return notApplicable('the contract has an annex 9');
    // A full-sentence body paragraph in the middle of the terms.
    const end = paras.findIndex((p, i) => i > paras.length / 2 && isBody(p) && END_OF_TERMS.test(p.text));
    const limit = end > 0 ? end : paras.length;
    const firstHeading = paras.findIndex((p) => isBody(p) && (p.level > 0 || headingOf(p) !== null));
    const pool = paras
      .slice(Math.max(0, firstHeading), limit)
      .filter((p) => p.location === 'body' && p.text.trim().length >= 15 && headingOf(p)?.typedLength !== p.text.length && !SENSITIVE.test(p.text) && editor.editable(p.index));
    // Prefer paragraphs that end a sentence; bullet lists without full stops get one.
    const candidates = pool.filter((p) => /。\s*$/u.test(p.text)).length > 0 ? pool.filter((p) => /。\s*$/u.test(p.text)) : pool;
    if (candidates.length === 0) return notApplicable('no sentence paragraph to extend');
    const target = candidates[Math.floor(candidates.length / 2)]!;
    try {
      editor.appendText(target.index, joint(target.text) + sentence);
    } catch (e) {
      if (e instanceof EditError) return notApplicable(e.message);
      throw e;
    }
    return finish(editor, `appended "${sentence}" to #${target.index}`, { index: target.index, text: sentence });
  },
};
