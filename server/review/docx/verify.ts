/**
 * Verification of a written file: re-open it (zip + XML guards), re-read it with the same reader that produced the
 * anchors, and check that
 * - every comment's range, read with our own tracked changes undone (our w:del read as text, our w:ins skipped),
 *   covers exactly its finding's quote, and the comment exists in the comments part;
 * - with our changes undone every paragraph reads as in the original (nothing else moved), and with them applied
 *   every paragraph reads as expected (the clean copy's text, the track copy's "accept all" text).
 * Problems are reported with the findings they concern, so the writer can move those to the document-level comment.
 */
import type { AnnotationManifest } from './write-docx';
import { openDocx, relKind } from './open-docx';
import { readWithView } from './read-docx';

export interface VerifyResult {
  ok: boolean;
  /** Findings concerned by a problem. */
  findingIds: string[];
  problems: string[];
}

/** Checks a written file against what the writer meant to write. */
export function verifyAnnotations(bytes: Uint8Array, manifest: AnnotationManifest): VerifyResult {
  const problems: string[] = [];
  const bad = new Set<string>();
  const allIds = () => [...new Set([...manifest.comments.flatMap((c) => c.findingIds), ...manifest.revisions.map((r) => r.findingId)])];
  const byParagraph = (i: number) => [
    ...manifest.comments.filter((c) => c.paragraphIndex === i && !c.documentLevel).flatMap((c) => c.findingIds),
    ...manifest.revisions.filter((r) => r.paragraphIndex === i).map((r) => r.findingId),
  ];
  try {
    const pkg = openDocx(bytes);
    const view = readWithView(pkg, { delIds: new Set(manifest.delIds), insIds: new Set(manifest.insIds) });
    if (view.length !== manifest.expectedTexts.length) {
      return { ok: false, findingIds: allIds(), problems: [`paragraph count ${view.length} != ${manifest.expectedTexts.length}`] };
    }
    view.forEach((p, i) => {
      if (p.current !== manifest.expectedTexts[i]) {
        problems.push(`paragraph ${i}: text after changes differs`);
        byParagraph(i).forEach((id) => bad.add(id));
      }
    });
    if (manifest.mode !== 'clean') {
      view.forEach((p, i) => {
        if (p.original !== manifest.originalTexts[i]) {
          problems.push(`paragraph ${i}: original text not preserved`);
          byParagraph(i).forEach((id) => bad.add(id));
        }
      });
      const commentsPart = pkg.rels(pkg.mainPart).find((r) => !r.external && relKind(r.type) === 'comments');
      const commentsXml = commentsPart ? (pkg.xml(commentsPart.target) ?? '') : '';
      for (const c of manifest.comments) {
        const para = view[c.paragraphIndex];
        const start = para?.markers.find((m) => m.id === c.commentId && m.kind === 'start');
        const end = para?.markers.find((m) => m.id === c.commentId && m.kind === 'end');
        const text = para && start && end ? para.original.slice(start.offset, end.offset) : null;
        const exists = new RegExp(`<[\\w.-]+:comment\\b[^>]*:id="${c.commentId}"`).test(commentsXml);
        if (text !== c.quote || !exists) {
          problems.push(`comment ${c.commentId}: ${!exists ? 'missing from comments part' : `range reads ${JSON.stringify(text)}`}`);
          c.findingIds.forEach((id) => bad.add(id));
        }
      }
    }
  } catch (err) {
    return { ok: false, findingIds: allIds(), problems: [`unreadable output: ${(err as Error).message}`] };
  }
  return { ok: problems.length === 0, findingIds: [...bad], problems };
}
