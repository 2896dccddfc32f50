/**
 * The dispute-resolution text of a contract: the sentences of a clause titled 争议/纠纷/管辖, plus any sentence
 * elsewhere that speaks of a dispute and a forum. Labour arbitration (劳动争议仲裁) is statutory and is not an
 * arbitration agreement, so it is recognised separately.
 */
import type { DocIndex, IndexedParagraph } from '../doc-index';
import { sectionsTitled } from '../sections';
import type { Sentence } from '../text';

export interface RegionSentence {
  x: IndexedParagraph;
  s: Sentence;
}

const FORUM = /仲裁|法院|诉讼|起诉/u;
const DISPUTE = /争议|纠纷|协商不成|协商不一致|调解不成|协商未果|协商无效|协商未能|未能协商|无法协商|不能协商/u;

/**
 * The words of a region sentence a finding quotes: the sentence without its clause's number and heading
 * (第六条 争议解决 因本合同……), as family findings do (decision 238), so the comment sits on the agreement itself.
 */
export function clauseWordsOf(r: RegionSentence): { start: number; end: number } {
  const from = r.x.wordsStart > r.s.start && r.x.wordsStart < r.s.end ? r.x.wordsStart : r.s.start;
  return { start: from, end: r.s.end };
}

/** Sentences that decide how disputes are resolved. */
export function disputeSentences(ix: DocIndex): RegionSentence[] {
  const out: RegionSentence[] = [];
  const seen = new Set<string>();
  const add = (x: IndexedParagraph, s: Sentence): void => {
    const k = `${x.p.index}:${s.start}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ x, s });
  };
  for (const sec of sectionsTitled(ix, '争议|纠纷|管辖|法律适用|适用法律')) {
    for (const x of sec.paras) for (const s of x.sentences) if (FORUM.test(s.text)) add(x, s);
  }
  for (const x of ix.paras) {
    // A forum named in the sentence after the dispute one ("发生纠纷双方协商解决。协商无效，提交……") belongs
    // to the same provision: once a paragraph speaks of disputes, its forum sentences count.
    if (!x.sentences.some((s) => DISPUTE.test(s.text))) continue;
    for (const s of x.sentences) if (FORUM.test(s.text)) add(x, s);
  }
  return out.sort((a, b) => a.x.p.index - b.x.p.index || a.s.start - b.s.start);
}

/** Labour arbitration (statutory, precedes litigation by law). */
export const LABOR_ARBITRATION = /劳动(人事)?争议仲裁|劳动仲裁|人事争议仲裁/u;

/** Choosing arbitration: 提交/向/由 … 仲裁 (not the statutory labour kind, not setting an award aside). */
export const ARBITRATION_CHOICE = /(提交|提请|申请|向|由|交由|报请|通过)[^。；;]{0,30}仲裁|仲裁委员会[^。；;]{0,6}(仲裁|裁决)|以仲裁方式|仲裁解决/u;

/** Choosing litigation: 向…法院起诉/提起诉讼/管辖, 诉讼解决. */
export const LITIGATION_CHOICE = /(向|提交|由|到|在|交由|诉至|诉请)[^。；;]{0,30}(人民法院|法院)[^。；;]{0,12}(起诉|诉讼|提起|管辖|审理|解决)|(人民法院|法院)管辖|(提起|进行|通过)诉讼|诉讼(方式)?解决|依法起诉|有权起诉|向法院起诉/u;

/** Court involvement that is part of arbitration, or a negation: these are not a litigation choice. */
export const COURT_IN_AID = /撤销[^。；;]{0,8}(裁决|仲裁)|申请执行|强制执行|(财产|证据|行为)保全|确认[^。；;]{0,8}(效力|仲裁协议)|不予执行|(不得|不能|不可|无权|均不|也不|亦不|不向)[^。；;]{0,12}(起诉|诉讼)/u;

/** Arbitration renounced (亦不申请仲裁, 不得提起仲裁): a waiver of the forum, not a choice of it (round 13). */
// (放弃就工程款争议申请仲裁的权利 too: round 40 read, decision 255.)
export const RENOUNCED_ARBITRATION = /(?:不得|不能|不可|无权|均不|也不|亦不|不|放弃)(?:(?:向|就|对)[^。；;，,]{0,12})?(?:申请|提起|提交|提请)[^。；;，,]{0,6}仲裁/gu;

/**
 * Both forums given up together (不就本合同引起的任何争议向人民法院提起诉讼或申请仲裁, 放弃诉讼和仲裁的权利): a waiver
 * (general.family.waiver reports it), not a choice of both (round 40 read, decision 255: a false high the scan found).
 */
export const RENOUNCED_BOTH =
  /(?:不得|不能|不可|无权|均不|也不|亦不|不再|放弃|不)(?:就|对|因|以|向|通过|再)?[^。；;，,]{0,24}?(?:提起诉讼|起诉|诉讼)(?:或者?|和|及|以及|、)(?:向[^。；;，,]{0,10})?(?:申请|提起|提交|提请)?仲裁|(?:不得|不能|不可|无权|均不|也不|亦不|不再|放弃|不)(?:就|对|因|以|向|通过|再)?[^。；;，,]{0,24}?(?:申请|提起|提交|提请)?仲裁(?:或者?|和|及|以及|、)(?:向[^。；;，,]{0,10})?(?:提起诉讼|起诉|诉讼)/gu;

/** A template offering both options to choose from (□ boxes, "选择以下第…种"): a blank, not an invalid clause. */
export const TEMPLATE_CHOICE = /□|☐|■|☑|第\s*[_\s]*\s*种方式|以下第|下列第|下列方式|以下方式|下列[一二两]种|以下[一二两]种|二选一|选择其一|任选|选择[^。；]{0,6}方式/u;
