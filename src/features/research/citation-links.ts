/**
 * Citation markers and links of a research answer: [n] in the markdown is the n-th citation (1-based). Markers
 * become links to #cite-n (the sanitizer keeps same-page fragments); the link of a citation opens the article on
 * /lawDetail or the judgment on /caseDetail. A citation that does not resolve has no link (it is not shown as fact).
 */
import type { TCitation } from '@common/api/citation';

/** Turns bare [n] markers (n <= count) into [n](#cite-n) links; leaves other brackets and existing links alone. */
export function linkMarkers(markdown: string, count: number): string {
  return markdown.replace(/(?<!\\)\[(\d{1,3})\](?!\()/g, (whole, n: string) => {
    const i = Number(n);
    return i >= 1 && i <= count ? `[[${i}]](#cite-${i})` : whole;
  });
}

/** The citation number of a #cite-n href, or null. */
export function citeIndexOf(href: string | undefined): number | null {
  const m = /^#(?:user-content-)?cite-(\d+)$/.exec(href ?? '');
  return m ? Number(m[1]) : null;
}

export type TCitationTarget = { to: '/lawDetail'; search: { law_id: string; article?: string } } | { to: '/caseDetail'; search: { case_id: string } };

/** Where a citation opens: the article (or the successor of a repealed law), the judgment, or null. */
export function citationTarget(c: TCitation): TCitationTarget | null {
  if (c.kind === 'case') return c.case_id ? { to: '/caseDetail', search: { case_id: c.case_id } } : null;
  if ((c.status === 'verified' || c.status === 'amended') && c.law_id) return { to: '/lawDetail', search: { law_id: c.law_id, article: c.article_id ?? undefined } };
  if (c.status === 'repealed' && c.successor) return { to: '/lawDetail', search: { law_id: c.successor.law_id } };
  return null;
}
