/**
 * Reading a reviewed Word file back the way a lawyer would see it: which comments it carries, which text each
 * comment's range covers, and whether every finding sits on its quote (or, when it could not be placed, is listed
 * in the document-level comment). Used by the orchestrator's unit test and the integration tests.
 */
import { FINDING_LEVEL_LABELS, type TFinding } from '@common/api/contract';
import { openDocx } from '../../server/review/docx/index';
import { relKind } from '../../server/review/docx/open-docx';
import { readWithView } from '../../server/review/docx/read-docx';

export type TCommentRange = {
  id: string;
  paragraphIndex: number;
  /** The paragraph text between the comment's range start and end. */
  text: string;
  /** The comment's own text (all its paragraphs joined). */
  body: string;
};

const DOCUMENT_LEVEL_HEAD = '【整体审查意见】';

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Every comment of a .docx whose range starts and ends in one paragraph, with the text it covers. */
export function commentRanges(bytes: Uint8Array): TCommentRange[] {
  const pkg = openDocx(bytes);
  const rel = pkg.rels(pkg.mainPart).find((r) => !r.external && relKind(r.type) === 'comments');
  const xml = rel ? (pkg.xml(rel.target) ?? '') : '';
  const bodies = new Map<string, string>();
  for (const m of xml.matchAll(/<([\w.-]+):comment\b([^>]*)>([\s\S]*?)<\/\1:comment>/g)) {
    const id = /:id="([^"]+)"/.exec(m[2]!)?.[1];
    if (!id) continue;
    const text = [...m[3]!.matchAll(/<[\w.-]+:t(?:\s[^>]*)?>([^<]*)<\/[\w.-]+:t>/g)].map((t) => decode(t[1]!)).join('');
    bodies.set(id, text);
  }
  const view = readWithView(pkg, { delIds: new Set(), insIds: new Set() });
  const out: TCommentRange[] = [];
  view.forEach((p, paragraphIndex) => {
    for (const start of p.markers.filter((m) => m.kind === 'start')) {
      const end = p.markers.find((m) => m.kind === 'end' && m.id === start.id);
      if (!end) continue;
      out.push({ id: start.id, paragraphIndex, text: p.original.slice(start.offset, end.offset), body: bodies.get(start.id) ?? '' });
    }
  });
  return out;
}

/**
 * Problems with how `findings` sit in an annotated copy: each anchored, not rejected finding must have a comment
 * headed by its level and title whose range is its quote in its paragraph, or be listed in the document-level
 * comment. Empty when all is well.
 */
export function commentAnchorProblems(bytes: Uint8Array, findings: readonly TFinding[]): string[] {
  const ranges = commentRanges(bytes);
  const documentLevel = ranges.filter((r) => r.body.startsWith(DOCUMENT_LEVEL_HEAD));
  const problems: string[] = [];
  for (const f of findings) {
    if (!f.anchor || f.decision === 'rejected') continue;
    const head = `【${FINDING_LEVEL_LABELS[f.level]}】${f.title}`;
    const own = ranges.filter((r) => !r.body.startsWith(DOCUMENT_LEVEL_HEAD) && r.body.startsWith(head));
    const placed = own.some((r) => r.paragraphIndex === f.anchor!.paragraph_index && r.text === f.anchor!.quote);
    if (placed) continue;
    if (documentLevel.some((r) => r.body.includes(f.title))) continue;
    problems.push(`${f.rule_id} "${f.anchor.quote}" (paragraph ${f.anchor.paragraph_index}): no comment on its quote`);
  }
  return problems;
}
