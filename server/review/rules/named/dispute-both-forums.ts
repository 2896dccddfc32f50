/**
 * Both an arbitration commission and a court chosen for the same disputes (或裁或审). Under the arbitration
 * law's judicial interpretation such an arbitration agreement is invalid, so the parties end up in court anyway,
 * after a fight over jurisdiction. Labour arbitration followed by litigation is the statutory path and is skipped;
 * a template that offers the two as options to tick is a blank, not this defect.
 */
import type { DetectorFn } from '../types';
import { makeAnchor } from '../text';
import {
  ARBITRATION_CHOICE,
  COURT_IN_AID,
  LABOR_ARBITRATION,
  LITIGATION_CHOICE,
  RENOUNCED_ARBITRATION,
  RENOUNCED_BOTH,
  TEMPLATE_CHOICE,
  clauseWordsOf,
  disputeSentences,
  type RegionSentence,
} from './dispute-region';

const GENERIC_BODY = /(人民法院|法院)或者?仲裁机构|仲裁机构或者?(人民法院|法院)|(人民法院|法院)或者?仲裁庭/u;

function withoutCourtInAid(text: string): string {
  return text.replace(new RegExp(COURT_IN_AID.source, 'gu'), '');
}

/** Arbitration only under an agreement the parties may reach later: no arbitration agreement yet. */
const LATER_AGREEMENT = /另行(?:达成|签订|约定|协商|订立)[^。；;]{0,12}仲裁/u;
/** A commission left blank ("向____仲裁委员会"): a template option, reported by the blanks check. */
const BLANK_COMMISSION = /(?:[_＿]{2,}|【\s*】|\s{2,})\s*(?:仲裁委员会|仲裁院|仲裁中心)/u;

export function isArbitrationChoice(r: RegionSentence): boolean {
  const t = r.s.text.replace(RENOUNCED_BOTH, '').replace(RENOUNCED_ARBITRATION, '');
  return ARBITRATION_CHOICE.test(t) && !LABOR_ARBITRATION.test(t) && !GENERIC_BODY.test(t) && !LATER_AGREEMENT.test(t);
}

export function isLitigationChoice(r: RegionSentence): boolean {
  const t = withoutCourtInAid(r.s.text.replace(RENOUNCED_BOTH, ''));
  return LITIGATION_CHOICE.test(t) && !GENERIC_BODY.test(t);
}

export const disputeBothForums: DetectorFn = ({ ix }) => {
  const region = disputeSentences(ix);
  if (region.some((r) => LABOR_ARBITRATION.test(r.s.text))) return [];
  if (region.some((r) => TEMPLATE_CHOICE.test(r.x.norm))) return [];
  // The paragraphs just before the options often carry the instruction ("按下列第 种方式解决"); the look-back stops
  // at the clause's heading, so the ticked boxes of the clause before do not count.
  const firstIndex = region[0] ? ix.paras.indexOf(region[0].x) : -1;
  const before = firstIndex > 0 ? ix.paras.slice(Math.max(0, firstIndex - 3), firstIndex) : [];
  const heading = before.map((x) => x.isHeading || x.label !== null).lastIndexOf(true);
  if (before.slice(heading + 1).some((x) => TEMPLATE_CHOICE.test(x.norm))) return [];
  const arbs = region.filter(isArbitrationChoice);
  if (arbs.some((r) => BLANK_COMMISSION.test(r.s.text))) return [];
  const lits = region.filter(isLitigationChoice);
  if (arbs.length === 0 || lits.length === 0) return [];
  const both = arbs.find((a) => lits.includes(a));
  const at = both ?? arbs[0]!;
  const words = clauseWordsOf(at);
  const anchor = makeAnchor(at.x.p, words.start, words.end);
  return anchor ? [{ anchor, vars: { quote: anchor.quote } }] : [];
};
