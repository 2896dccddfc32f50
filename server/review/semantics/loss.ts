/**
 * Who loses a main right in a clause, and whose fault the clause names (decision 197). 已付款项不予退还 is the usual
 * exception when the party at fault is the one who paid (因乙方原因退租的，乙方已付租金不予退还); when the party at
 * fault is the one that keeps the money (因甲方原因…乙方亦无权要求甲方退还) the clause excludes the other side's
 * main right even when the drafting side is in breach, which is what 民法典第四百九十七条 voids. The stance follows
 * the loser too: a refund kept by 甲方 hurts 乙方, whoever is the grammatical subject.
 */
import { GENERIC_PARTY, PARTY_WORD } from '../knowledge/families';

const P = `(${PARTY_WORD})`;

/** 因甲方原因 / 由于卖方的过错 / 因平台自身原因: the cause, with the party named in it (group 1) when there is one. */
const CAUSE = new RegExp(
  `(?<!非)(?:因|由于)(?!任何|何种|一切|其他|其它)([^。；;，,]{0,8}?)(?:方面)?(?:的)?(?:自身|个人|本人|自己|单方)?(?:的)?(?:原因|过错|过失)`,
  'u',
);
const PARTY_IN = new RegExp(`${P}`, 'u');
const GENERIC = new RegExp(`^(?:${GENERIC_PARTY})$`, 'u');
/** Causes outside both sides: weather, force majeure, disasters, outbreaks, government measures (round 26). */
const OUTSIDE_EVENT = /天气|气候|不可抗力|自然灾害|地震|台风|暴雨|洪水|疫情|政府|政策|管控/u;
/** A party followed by the bar on it (旅客只能…, 学员不得…). */
const BARRED = new RegExp(`${P}[^。；;，,]{0,16}(?:只能|仅能|不得|无权|不能|不再)`, 'u');
/**
 * The unused part of a prepayment kept (未入住期间的部分不予退还), or a health reason for leaving: one's own reason for
 * leaving does not earn the other side the price of what it will never provide (round 14, decision 222).
 */
const UNUSED_KEPT = /未(?:入住|使用|消费|上课|履行|服务|到期)[^。；;，,]{0,8}(?:部分|费用|款项)[^。；;，,]{0,4}不(?:予|作)?(?:退还|返还|退)|(?:身体|健康|疾病|病)(?:的)?原因/u;

/** 即使 / 即便 / 哪怕 … before a cause: the clause applies even when that cause is present. */
const CONCEDED = /(?:即使|即便|哪怕|纵使|纵然|就算|无论|不论|不管)[^。；;，,]{0,12}$/u;

/** The side that may not claim (乙方亦无权要求…, 用户在任何情况下均不得…) or that paid (乙方已交纳的学费). */
const LOSER = [
  new RegExp(`${P}[^，,。；;]{0,10}?(?:亦|也|均|都|仍|再)?(?:无权|不得|不能|不可以?|不享有|不再享有)`, 'gu'),
  new RegExp(`${P}(?:的)?(?:已|所)(?:经)?(?:付|交|缴|支付|交纳|缴纳|预付|预交)`, 'gu'),
  // 甲方不向乙方退还: the one a refund would go to.
  new RegExp(`(?:向|给|对)${P}(?:退还|返还|退回|退款|退费|赔偿)`, 'gu'),
];
/** The side that keeps the money (甲方已收取, 要求卖方返还, 由平台退还, 向甲方支付的, 本店均不予退换). */
const KEEPER = [
  // 由乙方承担 is a burden, not a refund: only 由 X 退还/返还/赔偿 names the one that would pay back.
  new RegExp(`(?:要求|请求)${P}`, 'gu'),
  new RegExp(`由${P}(?:负责)?(?:退还|返还|退回|退款|退费|赔偿)`, 'gu'),
  new RegExp(`向${P}(?:支付|交纳|缴纳|缴付|交付|预付|预交|付)`, 'gu'),
  new RegExp(`${P}(?:的)?(?:已|所)?(?:收取|收到|已收|扣留|保留)`, 'gu'),
  new RegExp(`${P}[^，,。；;]{0,4}?(?:均|一律|概)?(?:不予|概不|不接受|不办理)`, 'gu'),
];

export interface LossSides {
  /** Party words of the side whose right is excluded. */
  losers: string[];
  /** Party words of the side that keeps the money or owes the performance. */
  keepers: string[];
}

function partiesOf(text: string, patterns: readonly RegExp[]): string[] {
  const out = new Set<string>();
  for (const rx of patterns) for (const m of text.matchAll(rx)) if (!GENERIC.test(m[1]!)) out.add(m[1]!);
  return [...out];
}

/** The sides of a clause that takes a right away: who loses it, who keeps the money. */
export function lossSides(sentence: string): LossSides {
  const keepers = partiesOf(sentence, KEEPER);
  // A party that receives the refund request is not also the loser (要求甲方…: 甲方 keeps).
  const losers = partiesOf(sentence, LOSER).filter((w) => !keepers.includes(w));
  return { losers, keepers };
}

const same = (a: string, b: string): boolean => a === b || a.includes(b) || b.includes(a);

/**
 * Does the clause's own fault excuse the loss of the right? True when the cause names no party (因自身原因,
 * 因个人原因) or names the losing side; false when it names the side that keeps the money, a side other than the
 * loser, or when what is kept is the unused part of a prepayment. A clause with no cause phrase is not excused (null).
 */
export function ownFaultExcuses(sentence: string): boolean | null {
  const cause = CAUSE.exec(sentence);
  if (!cause) return null;
  // 即使机构因自身原因停课，亦不退费: the cause is conceded, not required; the right is lost even then (round 19).
  if (CONCEDED.test(sentence.slice(Math.max(0, cause.index - 16), cause.index))) return false;
  if (UNUSED_KEPT.test(sentence)) return false;
  // 因天气原因演出取消的，观众亦不得要求退票: an outside event is nobody's own fault, so it excuses no lost refund.
  if (OUTSIDE_EVENT.test(cause[1] ?? '')) return false;
  const party = PARTY_IN.exec(cause[1] ?? '')?.[1];
  if (!party || GENERIC.test(party)) return true;
  const { losers, keepers } = lossSides(sentence);
  if (keepers.some((k) => same(k, party))) return false;
  if (losers.length > 0) return losers.some((l) => same(l, party));
  // 因承运人原因…，旅客只能改签，不得要求退票: the side barred is named before the bar, and it is not the cause (round 15).
  const barred = BARRED.exec(sentence)?.[1];
  if (barred && !GENERIC.test(barred) && !same(barred, party)) return false;
  return true;
}
