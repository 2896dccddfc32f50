/**
 * Arbitration chosen without a definite commission. An arbitration agreement must name the commission
 * (仲裁法第二十七条); when it is missing or unclear and the parties do not agree on one, the agreement is invalid
 * (第二十九条). "某地仲裁委员会" is clear only if that place has a single commission, so it is reported lower.
 */
import type { DetectorFn } from '../types';
import { makeAnchor } from '../text';
import { LABOR_ARBITRATION, clauseWordsOf, disputeSentences } from './dispute-region';
import { isArbitrationChoice } from './dispute-both-forums';

/** A named commission: 上海仲裁委员会, 中国国际经济贸易仲裁委员会, 深圳国际仲裁院. */
const NAMED = /([\u4e00-\u9fa5]{2,20})(仲裁委员会|仲裁院|仲裁中心)/gu;
/** Prefixes that describe a place or a role instead of naming a commission. */
const VAGUE_PREFIX = /(所在地|当地|有关|有管辖权的?|相关|同意的|约定的|该地|签订地|履行地|住所地|一方|双方|任何|之|的|向|提交|申请)$/u;
const BLANK = /[_＿]|\s{2,}/u;

export const arbitrationInstitution: DetectorFn = ({ ix }) => {
  const region = disputeSentences(ix);
  if (region.some((r) => LABOR_ARBITRATION.test(r.s.text))) return [];
  const arbs = region.filter(isArbitrationChoice);
  if (arbs.length === 0) return [];
  // "提交____仲裁委员会": a blank to fill, reported by the blanks check.
  if (arbs.some((r) => /(?:[_＿]{2,}|【\s*】|\s{2,})\s*(?:仲裁委员会|仲裁院|仲裁中心)/u.test(r.s.text))) return [];
  let vague: (typeof arbs)[number] | undefined;
  for (const r of arbs) {
    for (const m of r.s.text.matchAll(NAMED)) {
      const prefix = m[1]!;
      const before = r.s.text.slice(Math.max(0, m.index - 4), m.index);
      if (BLANK.test(before + prefix)) return []; // a blank to fill: reported by the blanks check
      if (!VAGUE_PREFIX.test(prefix)) return [];
      vague ??= r;
    }
  }
  const at = vague ?? arbs[0]!;
  const words = clauseWordsOf(at);
  const anchor = makeAnchor(at.x.p, words.start, words.end);
  if (!anchor) return [];
  return [
    {
      anchor,
      level: vague ? 'medium' : 'high',
      vars: {
        quote: anchor.quote,
        detail: vague
          ? '条款仅以地点指称仲裁机构；该地只有一个仲裁机构的，视为约定明确；有两个以上的，须另行协议选定，达不成一致的仲裁协议无效。'
          : '条款选择了仲裁，但没有写明具体的仲裁机构。',
      },
    },
  ];
};
