/**
 * Locating the parts of a real contract that the mutators change: the dispute-resolution clause, the signature
 * block, the breach and payment clauses, the price, party names. Heuristics written for the evaluation only.
 */
import type { ReviewParagraph } from '../../model';
import { arabicAmounts, clauseBody, headingOf, isBody, leadingSpace, sentencesOf } from '../contract-text';

export const FORUM = /法院|仲裁|诉讼|起诉|管辖/u;
const DISPUTE = /争议|纠纷/u;
/** A sentence that sends disputes to a forum (not one that merely mentions a court, e.g. as a service address). */
const RESOLVES = /向[^。；]{0,24}(?:法院|仲裁委员会|仲裁机构)|提交[^。；]{0,24}(?:仲裁|法院)|(?:提起|申请|提请)[^。；]{0,4}(?:诉讼|仲裁)|诉讼解决|起诉|管辖/u;

/** A paragraph that speaks of disputes and sends them to a forum in one of its sentences. */
function resolvesDisputes(paragraph: string): boolean {
  return DISPUTE.test(paragraph) && sentencesOf(paragraph).some((s) => RESOLVES.test(s.text));
}

/** The title of a heading paragraph: its text after a typed label, up to the first sentence break. */
export function titleOf(p: ReviewParagraph): string {
  const h = headingOf(p);
  const rest = p.text.slice(h ? h.typedLength : leadingSpace(p.text)).replace(/^[\s\u3000：:、.．]+/u, '');
  return rest.split(/[。，,；;：:]/u)[0]!.slice(0, 30);
}

function isHeadingLike(p: ReviewParagraph): boolean {
  return p.level > 0 || headingOf(p) !== null;
}

export interface ClauseRange {
  heading: number;
  /** Heading + body paragraphs, in order. */
  paragraphs: number[];
}

/** Paragraphs holding a dispute sentence that names a forum (or asks the parties to choose one). */
function disputeSentenceParas(paras: readonly ReviewParagraph[], within: readonly number[]): number[] {
  return within.filter((i) => {
    const t = paras[i]!.text;
    return resolvesDisputes(t);
  });
}

/**
 * The dispute-resolution clause: the smallest clause (heading + body) whose title speaks of disputes and whose text
 * names a forum, without the breach clause's 违约金; else the loose paragraphs that settle disputes before a
 * forum. Null when the contract has no dispute-resolution provision.
 */
export function findDisputeClause(paras: readonly ReviewParagraph[]): ClauseRange | null {
  const candidates: ClauseRange[] = [];
  paras.forEach((p, i) => {
    if (!isBody(p) || !isHeadingLike(p)) return;
    const title = titleOf(p);
    const inline = resolvesDisputes(p.text);
    if (!(/争议|纠纷|管辖/u.test(title) && title.length <= 16) && !inline) return;
    const body = clauseBody(paras, i);
    const all = [i, ...body];
    const text = all.map((j) => paras[j]!.text).join('\n');
    if (!FORUM.test(text) || /违约金/u.test(text)) return;
    candidates.push({ heading: i, paragraphs: all });
  });
  candidates.sort((a, b) => a.paragraphs.length - b.paragraphs.length || a.heading - b.heading);
  if (candidates[0]) return candidates[0];
  const loose = disputeSentenceParas(
    paras,
    paras.map((_, i) => i).filter((i) => isBody(paras[i]!)),
  );
  if (loose.length === 0) return null;
  return { heading: loose[0]!, paragraphs: loose };
}

/** Other paragraphs that still settle disputes before a forum once `removed` is gone. */
export function remainingDisputeParas(paras: readonly ReviewParagraph[], removed: ReadonlySet<number>): number[] {
  return paras
    .map((_, i) => i)
    .filter((i) => isBody(paras[i]!) && !removed.has(i))
    .filter((i) => resolvesDisputes(paras[i]!.text));
}

// ---------- signature block ----------

const PARTY = '甲方|乙方|丙方|出租[方人]|承租[方人]|出卖人|买受人|买方|卖方|委托[方人]|受托[方人]|出借人|借款人|保证人|居间人|承诺人|用人单位|劳动者|发包[方人]|承包[方人]|转让方|受让方|债权人|服务方|供方|需方';
const SIGN_FIELD = /(?:签字|签章|签名|盖章|签署|捺印|[（(]章[）)]|公章)[^。，,；;]{0,8}?(?:[：:]|[_＿]{2,})|[（(][^）)]{0,8}(?:签|章)[^）)]{0,8}[）)]\s*$/u;
const PARTY_FIELD = new RegExp(`^(?:${PARTY})(?:[（(][^）)]{0,14}[）)])?[：:]`, 'u');
const ASSOC =
  /^(?:[（(]?(?:签[字章名]|盖章)|法定代表人|法人代表|授权代表|委托代理人|代理人|经办人|负责人|联系人|联系电话|电话|手机|联系方式|地址|通讯地址|居住地址|住所|身份证|证件|签约|签订|签署|日期|日\s*期|国籍|开户|账号|户名|经纪|资格|见证人|重要提示|\{)/u;

/** The text without spaces (lines kept: a paragraph may hold several fields separated by breaks). */
function squeeze(t: string): string {
  return t.replace(/[^\S\n]+/gu, '');
}

/** A line of the signature block: a party's signing field. */
function isSignLine(t: string): boolean {
  const s = squeeze(t);
  if (s.length === 0) return false;
  return s.split('\n').some(
    (line) =>
      (PARTY_FIELD.test(line) && line.length <= 50 && !/。/u.test(line)) ||
      /^(?:签[字章名]|盖章|签署)[：:]/u.test(line) ||
      (SIGN_FIELD.test(line) && !/之日|后生效|起生效|方可|认可|确认后|。/u.test(line) && (line.length <= 40 || /[_＿]{2,}/u.test(line)) && new RegExp(`${PARTY}|代表|经办人|代理人|负责人|承诺人|见证人|本人`, 'u').test(line)),
  );
}

/** A line that belongs with the signing fields: representative, contact, date, blank. */
function isAssocLine(t: string): boolean {
  const s = squeeze(t).replace(/\n+/gu, '');
  if (s === '' || /^[_＿.。]*$/u.test(s)) return true;
  if (ASSOC.test(s)) return true;
  if (s.length <= 60 && /年.{0,12}月.{0,12}日/u.test(s) && !/。/u.test(s)) return true;
  return isSignLine(t);
}

/**
 * The contract's execution block: the first run of signing lines after the terms (from the second half of the
 * contract), with the representative, contact and date lines around it. Annex sign-offs after it are not part of it.
 */
export function findSignatureBlock(paras: readonly ReviewParagraph[]): number[] | null {
  const body = paras.map((_, i) => i).filter((i) => isBody(paras[i]!));
  const nonEmpty = body.filter((i) => paras[i]!.text.trim() !== '');
  if (nonEmpty.length < 4) return null;
  const half = nonEmpty[Math.floor(nonEmpty.length / 2)]!;
  const signable = (i: number) => isSignLine(paras[i]!.text) && (squeeze(paras[i]!.text).length <= 120 || /\n/u.test(paras[i]!.text));
  // The terms end before the annexes; the execution block follows the last numbered clause of the terms.
  const annex = nonEmpty.find((i) => i > nonEmpty[Math.floor(nonEmpty.length * 0.3)]! && /^(?:合同)?附件(?:[一二三四五六七八九十\d]{1,3})?(?:[：:].{0,24})?$/u.test(squeeze(paras[i]!.text)));
  const terms = body.filter((i) => annex === undefined || i < annex);
  const lastClause = [...terms].reverse().find((i) => headingOf(paras[i]!) !== null && !signable(i));
  // "（以下无正文）", "以下是签名区": the block follows the marker.
  const marker = body.find((i) => i >= half && /以下无(?:合同)?正文|签署页|签字页|签名区|签章页/u.test(paras[i]!.text));
  const first =
    body.find((i) => marker !== undefined && i > marker && signable(i)) ??
    terms.find((i) => lastClause !== undefined && i > lastClause && signable(i)) ??
    body.find((i) => i >= half && signable(i));
  if (first === undefined) return null;
  const at = body.indexOf(first);
  let a = at;
  const labelled = (i: number) => headingOf(paras[i]!) !== null;
  while (a > 0 && isAssocLine(paras[body[a - 1]!]!.text) && !/以下无|签署页|签字页/u.test(paras[body[a - 1]!]!.text) && !labelled(body[a - 1]!)) a--;
  let b = at;
  while (b + 1 < body.length && isAssocLine(paras[body[b + 1]!]!.text) && !/^[\s\u3000]*附件/u.test(paras[body[b + 1]!]!.text) && !labelled(body[b + 1]!)) b++;
  const out = body.slice(a, b + 1);
  // Leading and trailing empty paragraphs stay (they are layout, not the block).
  while (out.length && paras[out[0]!]!.text.trim() === '') out.shift();
  while (out.length && paras[out[out.length - 1]!]!.text.trim() === '') out.pop();
  return out.length ? out : null;
}

// ---------- clauses by title ----------

/** Heading paragraphs whose title matches `title`, in document order. */
export function headingsTitled(paras: readonly ReviewParagraph[], title: RegExp): number[] {
  return paras.map((_, i) => i).filter((i) => isBody(paras[i]!) && isHeadingLike(paras[i]!) && title.test(titleOf(paras[i]!)));
}

/** Whether a paragraph ends a sentence so that another can follow it. */
function endsSentence(t: string): boolean {
  return /[。；;]\s*$/u.test(t);
}

/**
 * Where to append a sentence to a clause: its first body paragraph that is a full sentence, else the heading itself
 * when it carries the clause's text, else the clause's first non-empty body paragraph.
 */
export function appendTarget(paras: readonly ReviewParagraph[], heading: number): number | null {
  const body = clauseBody(paras, heading).filter((j) => paras[j]!.text.trim() !== '');
  const full = body.find((j) => endsSentence(paras[j]!.text) && paras[j]!.text.trim().length >= 10);
  if (full !== undefined) return full;
  const h = paras[heading]!;
  const afterLabel = h.text.slice(headingOf(h)?.typedLength ?? 0).trim();
  if (afterLabel.length >= 15 && endsSentence(h.text)) return heading;
  return body[0] ?? null;
}

/** The joint to put before an appended sentence: nothing after 。/；, a 。 otherwise. */
export function joint(t: string): string {
  return /[。；;]\s*$/u.test(t) ? '' : '。';
}

// ---------- price ----------

const PRICE_WORDS = /合同总价款|合同总价|合同总金额|合同总额|合同价款|合同金额|总价款|总价|总金额|价款总额|成交价|转让价款|借款金额|借款本金|服务费总额|费用总计|费用总额/u;

/** The contract's total price in figures, when stated (not for leases: rent is periodic). */
export function priceOf(paras: readonly ReviewParagraph[]): number | null {
  for (const p of paras) {
    if (!isBody(p)) continue;
    for (const s of sentencesOf(p.text)) {
      const m = PRICE_WORDS.exec(s.text);
      if (!m) continue;
      const after = s.text.slice(m.index + m[0].length);
      const amount = arabicAmounts(after)[0];
      if (amount && amount.start <= 15 && amount.value >= 100 && !/违约|定金|押金|保证金|%|分之/u.test(after.slice(0, amount.start))) return amount.value;
    }
  }
  return null;
}

/** Formats a yuan amount the way contracts write figures: 12,345 or 12,345.50. */
export function formatYuan(v: number): string {
  const fixed = Number.isInteger(v) ? String(v) : v.toFixed(2);
  const [int, dec] = fixed.split('.');
  return int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (dec ? `.${dec}` : '');
}

// ---------- parties ----------

const NAME = /([^，,。；;\s\u3000（(_＿:：]+(?:[（(][^）)]{1,6}[）)][^，,。；;\s\u3000（(_＿:：]+)*)/u;
const PARTY_LINE = new RegExp(`^[\\s\\u3000]*(?:${PARTY})(?:[（(][^）)]{0,14}[）)])?[\\s\\u3000]*[：:][\\s\\u3000]*`, 'u');

/** Filled-in party names at the head of the contract: paragraph, offset and the name. */
export function partyNames(paras: readonly ReviewParagraph[]): { index: number; start: number; name: string }[] {
  const out: { index: number; start: number; name: string }[] = [];
  // The parties are named before the first clause.
  const headings = paras.filter((p) => isBody(p) && isHeadingLike(p) && p.index > 0).map((p) => p.index);
  const limit = headings[1] ?? 30;
  const head = paras.filter(isBody).slice(0, Math.min(limit, 30));
  for (const p of head) {
    const m = PARTY_LINE.exec(p.text);
    if (!m) continue;
    // Two or more spaces after the colon: a blank being filled in, not a name.
    if (/[\s\u3000]{2,}$/u.test(m[0])) continue;
    const rest = p.text.slice(m[0].length);
    const n = NAME.exec(rest);
    if (!n || n.index !== 0) continue;
    const name = n[1]!;
    if (name.length < 2 || !/\p{Script=Han}/u.test(name)) continue;
    if (/^(?:名称|姓名|地址|住所|住址|身份证|证件|类型|编号|电话|统一社会|法定代表|签字|签章|盖章|(?:有限)?公司$)/u.test(name)) continue;
    if (new RegExp(`^(?:${PARTY})`, 'u').test(name)) continue;
    out.push({ index: p.index, start: m[0].length, name });
  }
  return out;
}
