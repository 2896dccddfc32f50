/**
 * relevantCases: the judgments a research answer shows next to its articles. Case search matches words, and a
 * labour or contract question shares words (公司, 员工, 赔偿) with criminal judgments; a lawyer asking a civil
 * question is not helped by a 寻衅滋事 judgment under 相关案例. So a criminal judgment (刑事 in its title, 刑初/刑终 in
 * its case number) is kept only when the question's best articles include criminal law.
 */
import type { TCaseHit, TLawHit } from '@common/api/search';

/** Laws whose articles make a question a criminal one. */
const CRIMINAL_LAWS = new Set(['criminal-law', 'criminal-procedure']);
const CRIMINAL_CASE = /刑事|刑初|刑终|刑再|刑更/;
/** How many of the best articles decide the question's field. */
const DECIDING_ARTICLES = 5;

/** The cases to show, best first, at most `limit`: criminal judgments only for a criminal question. */
export function relevantCases(laws: readonly TLawHit[], cases: readonly TCaseHit[], limit: number): TCaseHit[] {
  const criminal = laws.slice(0, DECIDING_ARTICLES).some((h) => CRIMINAL_LAWS.has(h.law_id));
  return cases.filter((c) => criminal || !CRIMINAL_CASE.test(`${c.title} ${c.case_no}`)).slice(0, limit);
}
