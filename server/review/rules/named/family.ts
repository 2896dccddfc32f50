/**
 * One-sided-clause families (issue 14, decision 190): a clause is judged by its meaning, not its sentence. Lexical
 * families (knowledge/families.ts) need every synonym group in one sentence, none of the exceptions, and for
 * one-sided rules an actor that is one named party whose modality does not negate the right; three families are
 * computed: money terms (any rate annualised from its period and compared with the cap), deposits (定金 as a share
 * of the price in any wording: 30% / 百分之三十 / 三成 / 四分之一) and forums (arbitration and a court for the same
 * disputes, in any phrasing). With a party stance, a clause that favours the user's own party is not reported.
 */
import { FAMILY_RULES, type FamilyRule } from '../../knowledge/families';
import { segmentAt, segmentsOf } from '../../semantics/clause';
import { lossSides, ownFaultExcuses } from '../../semantics/loss';
import { findRates, fmtPercent, type Rate } from '../../semantics/rates';
import { impliedRate } from '../../semantics/implied-rate';
import { parseChineseNumber } from '@common/text/chinese-numerals';
import { amountAfter, findAmountsWithSmallNumerals } from '../numbers';
import { isStanceParty, stanceWords } from '../../semantics/roles';
import type { DocIndex, IndexedParagraph } from '../doc-index';
import { makeAnchor, re } from '../text';
import type { Sentence } from '../text';
import type { DetectorFn, DetectorInput, Hit } from '../types';
import { COURT_IN_AID, LABOR_ARBITRATION, RENOUNCED_BOTH } from './dispute-region';

/** Findings per check and document (one per sentence); a contract full of one kind needs no more to be seen. */
const MAX_FINDINGS = 5;
/** An anchor longer than this is narrowed to the clause (comma segment) that holds the first signal. */
const MAX_ANCHOR = 60;
const DEFAULT_WINDOW = 60;

export const family: DetectorFn = (input) => {
  const d = input.check.detector;
  if (d.kind !== 'named') return [];
  const name = String(d.params.family ?? '');
  if (name === 'money-rate') return moneyRate(input, Number(d.params.capPercent ?? 12));
  if (name === 'deposit-ratio') return depositRatio(input);
  if (name === 'forum-both') return forumBoth(input.ix);
  const rules = FAMILY_RULES[name];
  if (!rules) throw new Error(`unknown family: ${name}`);
  return lexical(input, rules);
};

/**
 * A rule's groups, shortest source first: every group must match, so the order of the tests changes nothing but
 * their cost. A group that starts with the party list expands to thousands of characters and is the slowest to scan
 * over a long contract; a short group that fails first spares it (decision 227).
 */
const CHEAP_FIRST = new WeakMap<FamilyRule, readonly string[]>();
function cheapFirst(rule: FamilyRule): readonly string[] {
  let order = CHEAP_FIRST.get(rule);
  if (!order) {
    order = [...rule.all].sort((a, b) => a.length - b.length);
    CHEAP_FIRST.set(rule, order);
  }
  return order;
}

function lexical({ ix, ctx }: DetectorInput, rules: readonly FamilyRule[]): Hit[] {
  // Whole-document test of every group: a rule one of whose meanings the contract never uses costs one pass over the
  // text per group instead of one per paragraph (most rules are dead on any one contract).
  const live = rules.filter((r) => (!r.gate || re(r.gate).test(ix.fullText)) && cheapFirst(r).every((g) => re(g).test(ix.fullText)));
  if (live.length === 0) return [];
  const mine = stanceWords(ix, ctx.stance);
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    // Most paragraphs hold no word of any group: test the paragraph once before its sentences.
    const rules = live.filter((r) => (!r.gate || re(r.gate).test(x.norm)) && cheapFirst(r).every((g) => re(g).test(x.norm)));
    if (rules.length === 0) continue;
    // A rule that compares the halves of one sentence (甲方违约的…；乙方违约的…) reads the whole sentence, across its
    // semicolons, and never a semicolon-delimited part alone.
    const within = rules.filter((r) => !r.acrossSemicolons);
    const across = rules.filter((r) => r.acrossSemicolons);
    for (const [i, s] of x.sentences.entries()) {
      // The lead-in sentence is built once per sentence, and only for a rule that asks for it.
      let led: Sentence | null | undefined;
      const hit = within
        .map((r) => {
          const own = matchRule(x, s, r, mine);
          if (own || !r.listLead) return own;
          if (led === undefined) led = withListLead(x, i);
          return led ? matchRule(x, led, r, mine) : null;
        })
        .find((h) => h !== null);
      if (hit) pushOrJoin(hits, hit, x);
      if (hits.length >= MAX_FINDINGS) break;
    }
    if (across.length > 0 && hits.length < MAX_FINDINGS) {
      for (const s of wholeSentences(x)) {
        const hit = across.map((r) => matchRule(x, s, r, mine)).find((h) => h !== null);
        if (hit && !hits.some((h) => h.anchor?.paragraph_index === hit.anchor?.paragraph_index && h.anchor?.start === hit.anchor?.start)) hits.push(hit);
        if (hits.length >= MAX_FINDINGS) break;
      }
    }
    if (hits.length >= MAX_FINDINGS) break;
  }
  return hits;
}

/**
 * One finding of a check per whole sentence: two semicolon parts of one clause that each read as the risk (…须服从车间安
 * 排的加班，不得拒绝；无故拒绝加班的，按旷工处理) are one risk, so the second joins the first's words instead of making a
 * second comment on the same clause (the walk of decision 256).
 */
function pushOrJoin(hits: Hit[], hit: Hit, x: IndexedParagraph): void {
  const last = hits.at(-1);
  const a = last?.anchor;
  const b = hit.anchor;
  if (a && b && a.paragraph_index === b.paragraph_index && a.end <= b.start && !/[。！？!?]/u.test(x.p.text.slice(a.end, b.start))) {
    const joined = makeAnchor(x.p, a.start, b.end);
    if (joined) {
      hits[hits.length - 1] = { ...last, anchor: joined, vars: { ...last!.vars, quote: joined.quote } };
      return;
    }
  }
  hits.push(hit);
}

/**
 * The paragraph's whole sentences, to the full stop: those that end in a semicolon joined to the next. A sentence with no
 * semicolon is whole already (甲方违约的须赔偿全部损失，乙方违约的以一千元为限, round 25).
 */
function wholeSentences(x: IndexedParagraph): Sentence[] {
  const out: Sentence[] = [];
  let from: Sentence | null = null;
  for (const s of x.sentences) {
    const start: number = from ? from.start : s.start;
    if (/[；;]$/u.test(s.text)) {
      from = { start, end: s.end, text: x.norm.slice(start, s.end) };
      continue;
    }
    out.push(from ? { start, end: s.end, text: x.norm.slice(start, s.end) } : s);
    from = null;
  }
  if (from) out.push(from);
  return out;
}

/**
 * A list item read with the clause that introduces it (有下列情形之一的，甲方有权解除本合同：（一）…；（二）…): the
 * sentence from the lead-in's start to the item's end, or null when the sentence is not an item of such a list.
 */
function withListLead(x: IndexedParagraph, i: number): Sentence | null {
  const item = x.sentences[i]!;
  if (!LIST_ITEM_START.test(item.text)) return null;
  for (let j = i - 1; j >= 0 && i - j <= 8; j--) {
    const lead = x.sentences[j]!;
    if (!/[：:]/u.test(lead.text)) continue;
    return { start: lead.start, end: item.end, text: x.norm.slice(lead.start, item.end) };
  }
  return null;
}
/** An item of a list: （二） / (2) / 2. / 二、 opening a sentence. */
const LIST_ITEM_START = /^(?:[（(](?:[一二三四五六七八九十]|\d{1,2})[）)]|\d{1,2}[.、．]|[一二三四五六七八九十][、.．])/u;

/**
 * The sentence with the clause's number and heading blanked (same offsets): the finding quotes the clause's words, not
 * a heading that repeats one of its words (第十条 合同文本 全部原件由乙方保存…). A rule that needs the heading still
 * matches the sentence as it is.
 */
function wordsOf(x: IndexedParagraph, s: Sentence): string {
  const cut = x.wordsStart - s.start;
  return cut <= 0 ? s.text : ' '.repeat(Math.min(cut, s.text.length)) + s.text.slice(cut);
}

/** A match of every group, all within the rule's window of a match of the first group; null when none. */
function groupSpans(text: string, rule: FamilyRule): [number, number][] | null {
  const w = rule.window ?? DEFAULT_WINDOW;
  for (const first of text.matchAll(re(rule.all[0]!, 'gu'))) {
    const lo = first.index - w;
    const hi = first.index + first[0].length + w;
    const spans: [number, number][] = [[first.index, first.index + first[0].length]];
    for (const g of rule.all.slice(1)) {
      const m = [...text.matchAll(re(g, 'gu'))].find((x) => x.index >= lo && x.index + x[0].length <= hi);
      if (!m) break;
      spans.push([m.index, m.index + m[0].length]);
    }
    if (spans.length === rule.all.length) return spans;
  }
  return null;
}

/**
 * Words that stop a quote short of what the clause does (…解除或终止后三年内，不得; 乙方仍应): the lawyer reads the highlight,
 * so it runs on to the end of that clause (…不得从事与本公司相同或类似的业务). Decision 256: 1.7% of the family findings on
 * the read sets' wordings stopped at one of these.
 */
const CUT_SHORT = /(?:仍应|仍须|应当|应|须|需|仍|的|将|可|可以|有权|不得|无需|无须|由|为由|亦|均)$/u;
/** The end of the clause an offset is in: the next comma, semicolon or full stop, at most 40 characters on. */
function toClauseEnd(text: string, end: number): number {
  const stop = text.slice(end, end + 40).search(/[，,；;。！？!?]/u);
  return stop < 0 ? end : end + stop;
}

function matchRule(x: IndexedParagraph, s: Sentence, rule: FamilyRule, mine: readonly string[]): Hit | null {
  if (!cheapFirst(rule).every((g) => re(g).test(s.text))) return null;
  if (rule.none.some((n) => re(n).test(s.text))) return null;
  const words = wordsOf(x, s);
  const spans = groupSpans(words, rule) ?? (words === s.text ? null : groupSpans(s.text, rule));
  if (!spans) return null;
  const key = spans[0]!;
  const segments = segmentsOf(s.text);
  const seg = segmentAt(segments, key[0]);
  // The actor: of the signal's clause, else the first named one of the sentence.
  const actorSeg = seg?.actor ? seg : segments.find((g) => g.actor !== null);
  if (rule.oneSided && (!actorSeg?.actor || actorSeg.generic)) return null;
  if (rule.notModality && seg && rule.notModality.includes(seg.modality) && seg.actor === actorSeg?.actor) return null;
  const actor = actorSeg?.actor ?? null;
  // 因乙方原因…乙方已付款项不予退还 is the usual own-fault exception; 因甲方原因…乙方亦无权要求退还 is not (decision 197).
  if (rule.rightsLost && ownFaultExcuses(s.text) === true) return null;
  const sides = rule.rightsLost && mine.length > 0 ? lossSides(s.text) : null;
  if (sides && (sides.losers.length > 0 || sides.keepers.length > 0)) {
    // The side that loses the right, not the grammatical subject: 甲方已收取的费用一律不退 hurts 乙方.
    const hurt = sides.losers.length > 0 ? sides.losers.some((w) => isStanceParty(w, mine)) : !sides.keepers.some((w) => isStanceParty(w, mine));
    if (!hurt) return null;
  } else if (rule.favours !== 'any' && mine.length > 0 && actor && !actorSeg!.generic) {
    const own = isStanceParty(actor, mine);
    // A right held by the user's party, or a burden on the other side, is in the user's favour.
    if (rule.favours === 'actor' ? own : !own) return null;
  }
  let start = Math.min(...spans.map((p) => p[0]));
  let end = Math.max(...spans.map((p) => p[1]));
  if (CUT_SHORT.test(s.text.slice(start, end))) end = toClauseEnd(s.text, end);
  if (end - start > MAX_ANCHOR && seg) [start, end] = [seg.start, seg.end];
  const anchor = makeAnchor(x.p, s.start + start, s.start + end);
  if (!anchor) return null;
  return { anchor, vars: { quote: anchor.quote, actor: actor ?? '一方' } };
}

/** The principal named right before a rate: the rate is charged on the money lent or financed. */
const ON_PRINCIPAL = /本金[^。；;，,]{0,4}$|本金(?:的)?(?:每[日天月年])?$/u;
/**
 * 每月应支付分期本金百分之二点五的服务费: 每月…应支付 reads as a payment date to the period words (每月应支付租金…), but
 * a share of the principal paid each month is a monthly rate (round 41 read, decision 256).
 */
function perMonthOnPrincipal(text: string, r: Rate): Rate {
  if (r.period !== null || r.percent <= 0) return r;
  const lead = text.slice(Math.max(0, r.start - 20), r.start);
  if (!/本金[^。；;，,]{0,2}$/u.test(lead) || !/每月|按月/u.test(lead)) return r;
  // A fee or interest, not the principal itself repaid in parts (每月应偿还借款本金的百分之十).
  const fee = /^(?:的)?(?:服务费|手续费|管理费|咨询费|分期费|平台费|担保费|利息|费用)/u.test(text.slice(r.end, r.end + 6));
  if (!fee || /偿还|归还|还本|还款|返还|摊还/u.test(lead)) return r;
  return { ...r, period: 'month', annual: Number((r.percent * 12).toPrecision(10)) };
}

/** Words that make a rate a money term for late payment or interest. */
const MONEY_TERM = /分期(?:服务费|手续费|费)|违约金|滞纳金|罚息|罚金|利息|利率|[月年日]息|逾期|迟延|延迟|拖欠|占用费|资金使用费|资金成本|融资(?:服务)?费|计息/u;
/** A rate of some kind in the text at all: most sentences have none. */
const ANY_RATE = /[%％‰]|分之|[0-9一二三四五六七八九]成|[月年]息|[月年]利|每[万千百]元|每[日天月年]每/u;
/** Rates that are not a charge for late payment or for money lent. */
const NOT_CHARGE = /递增|增长|上浮|上涨|调增|涨幅|下浮|折扣|税率|增值税|提成|佣金|分成|收益|回报|定金|保证金|押金|出资|股权|持股|利润分配|(?<!逾期)管理费|(?<!分期|逾期)服务费|(?<!分期|逾期)手续费/u;
/**
 * Money lent: interest, 罚息 and late charges on it are capped together at four times the LPR (民间借贷司法解释),
 * so the late-payment allowance for 日万分之五 does not apply.
 */
const LOAN_WORD = /借款|贷款|出借|借贷|本金|本息|还本|放款/u;
/** Labels of the periods for the message. */
const PERIOD_LABEL = { day: '按日', week: '按周', month: '按月', quarter: '按季', year: '按年' } as const;

function moneyRate({ ix, ctx }: DetectorInput, cap: number): Hit[] {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      const implied = impliedLoanRate(s, x, cap, ctx.categoryId === 'loan');
      if (implied) {
        hits.push(implied);
        if (hits.length >= MAX_FINDINGS) break;
        continue;
      }
      if (!ANY_RATE.test(s.text) || !MONEY_TERM.test(s.text)) continue;
      const onLoan = ctx.categoryId === 'loan' || LOAN_WORD.test(s.text);
      const found = findRates(s.text).map((r) => perMonthOnPrincipal(s.text, r)).find((r) => {
        if (r.annual === null || r.annual <= cap + 1e-9) return false;
        // 日万分之五 (18.25% a year) is the market's usual late-payment rate for a price or rent: not worth a finding.
        // On borrowed money it is interest (or a charge counted with it) above four times the LPR (decision 198).
        if (r.period === 'day' && r.percent <= 0.05 + 1e-9 && !onLoan) return false;
        const segs = segmentsOf(s.text);
        const seg = segmentAt(segs, r.start);
        const near = seg ? seg.text : s.text;
        const lead = s.text.slice(Math.max(0, r.start - 8), r.start);
        // 按日租金的200% is a multiple of a day's rent; 不超过万分之六点五 is a ceiling, not the rate.
        if (/日租金|日工资|日薪|日费用|日均|不超过|不高于|最高|上限/u.test(lead)) return false;
        // An all-in annualised cost (年化综合成本, fees and interest together) is the charge itself, fees included.
        // A fee charged per period on the principal (按借款本金每月百分之二点五收取的服务费) is interest by another name (民间借贷
        // 规定第二十九条 counts interest, penalties and other fees together against the cap).
        const allIn = /年化|综合(?:融资)?成本/u.test(s.text.slice(Math.max(0, r.start - 20), r.end)) || ON_PRINCIPAL.test(s.text.slice(Math.max(0, r.start - 14), r.start));
        return MONEY_TERM.test(s.text.slice(Math.max(0, r.start - 30), r.end + 16)) && (allIn || !NOT_CHARGE.test(near));
      });
      if (!found) continue;
      const seg = segmentAt(segmentsOf(s.text), found.start);
      const from = seg ? Math.max(seg.start, found.start - 24) : found.start;
      const anchor = makeAnchor(x.p, s.start + from, s.start + found.end);
      if (!anchor) continue;
      const interest = /利息|利率|息/u.test(s.text) && !/违约金|滞纳金|罚息|罚金/u.test(s.text);
      const annual = found.annual!;
      const level = ctx.categoryId === 'loan' && interest ? 'high' : annual > 24 ? 'medium' : 'low';
      hits.push({
        anchor,
        level,
        vars: {
          quote: anchor.quote,
          value: found.raw,
          period: PERIOD_LABEL[found.period!],
          annual: fmtPercent(annual),
          limit: fmtPercent(cap),
        },
      });
      if (hits.length >= MAX_FINDINGS) break;
    }
    if (hits.length >= MAX_FINDINGS) break;
  }
  return hits;
}

/** Between 定金 and its share: words that mean the share is of something else (the balance, a prepayment). */
const NOT_DEPOSIT_SHARE = /余款|尾款|剩余|其余|首付|预付|首期|分期|违约金|双倍|返还|订金|每[日天月]|逾期/u;

/**
 * 以定金形式预付其中的百分之三十: the payment is made as the deposit, so 预付 right after it names the deposit's own payment,
 * not a separate prepayment (round 40 read, decision 255).
 */
const AS_DEPOSIT_PAYMENT = /^(?:的)?(?:形式|方式|名义)(?:先行|先|预先)?(?:预付|支付|交付|缴纳|交纳|给付|付)/u;

/** A payment the sentence declares to be the deposit (其性质为定金, 视为定金, 作为定金). */
const DECLARED_DEPOSIT = /(?:性质(?:为|系|属于?)|视为|作为|即为|均为|充作|用作)(?:本合同|本协议)?(?:的)?(?:履约|成约|立约)?定金/u;
/** Shares that stay someone else's even next to a declared deposit: a penalty, double return, a rate per period. */
const NOT_DECLARED_SHARE = /违约金|双倍|每[日天月]|逾期|[；;]/u;
/** The price a deposit amount is compared with (定金叁拾万元，合同总价壹佰万元). */
const TOTAL_PRICE = /(?:合同)?(?:总价款?|总金额|总价值|价款总额|合同(?:总)?金额|合同总额|总费用|总计|(?:工程)?总造价|工程造价|总(?:货款|房款|租金|费用|价款|金额|额)|标的(?:总)?(?:额|金额)|合同(?:总)?价款|费合计|价款合计|合计|(?:租金|租赁费|服务费|许可费|使用费|培训费|学费|课程费|费用|货款|价款|工程款|承包价|合同价)(?:总额|总计|合计|总金额|共计)|(?:转让|成交|买卖|销售|购房|购买)(?:价款|价格|价)|转让费(?:用)?|年租金|(?:费|款)(?:用)?(?:总额|总计|合计|共计)|售价)/u;
/** A quantity and the unit price in one sentence (共计五百吨，单价每吨四千元): group 3 is the unit price with its unit. */
const QUANTITY_AND_UNIT_PRICE =
  /(?:共计|总计|合计|数量(?:为|共)?|共)([\d.]+|[一二两三四五六七八九十百千万]+)(吨|件|台|套|箱|公斤|千克|斤|株|头|只|辆|平方米|立方米|米)[^。；;]{0,6}单价(?:为|是)?(?:每\2)?((?:人民币)?(?:[\d.,]+|[一二两三四五六七八九十百千万]+)(?:万)?元)/u;
/** A monthly rent and the term in years or months in the same sentence: the whole term's rent is the price (round 12). */
const MONTHLY_RENT = /月租金/u;
const TERM = /(?:租期|租赁期限?|期限)(?:为)?([一二两三四五六七八九十\d]+)(?:个)?(年|月)/u;

/** A loan that states principal, term and the total repaid but no rate, when the rate it implies is above the cap. */
function impliedLoanRate(s: Sentence, x: IndexedParagraph, cap: number, inLoan: boolean): Hit | null {
  if (!LENT_WORD.test(s.text) || !TOTAL_WORD.test(s.text)) return null;
  const r = impliedRate(s.text);
  if (!r || r.annual <= cap + 1e-9) return null;
  const anchor = makeAnchor(x.p, s.start, s.start + r.end);
  if (!anchor) return null;
  return {
    anchor,
    // Interest above the cap in a loan contract, as for a stated rate (moneyRate below).
    level: inLoan ? 'high' : 'medium',
    vars: { quote: anchor.quote, value: anchor.quote, period: '按本金、借期与应还本息', annual: fmtPercent(r.annual), limit: fmtPercent(cap) },
  };
}
/** Cheap tests before the sum: the sentence names the money lent and a total of principal and interest. */
const LENT_WORD = /本金|借款|出借|借给/u;
const TOTAL_WORD = /本息|总额|合计|共计|总计/u;

/** The price a deposit amount is measured against: the total named in the sentence, else a month's rent times the term. */
function priceOf<T extends { start: number; value: number }>(text: string, amounts: readonly T[]): { token: T; value: number } | null {
  const total = TOTAL_PRICE.exec(text);
  if (total) {
    const token = amountAfter(amounts, total.index + total[0].length);
    return token ? { token, value: token.value } : null;
  }
  // 共计五百吨，单价每吨四千元: the quantity times the unit price (round 41 read, decision 256).
  const lot = QUANTITY_AND_UNIT_PRICE.exec(text);
  if (lot) {
    const qty = /^[\d.]+$/u.test(lot[1]!) ? Number(lot[1]) : parseChineseNumber(lot[1]!);
    const token = amountAfter(amounts, lot.index + lot[0].length - lot[3]!.length);
    if (qty && token) return { token, value: qty * token.value };
  }
  // 租期一年，月租金8,000元…定金25,000元: the rent of the whole term (round 12).
  const rent = MONTHLY_RENT.exec(text);
  const months = termMonths(text);
  if (!rent || !months) return null;
  const token = amountAfter(amounts, rent.index + rent[0].length);
  return token ? { token, value: token.value * months } : null;
}

/** A deposit stated in months of rent (相当于半年租金的定金, 三个月租金作为定金), the months captured. */
const RENT_MONTHS = /(半年|[一二两三四五六七八九十\d]+个?月)(?:的)?(?:租金|房租|租费)/gu;
/** The term in months (租期一年, 租赁期限为二十四个月), or null. */
function termMonths(text: string): number | null {
  const term = TERM.exec(text);
  if (!term) return null;
  const n = /^\d+$/u.test(term[1]!) ? Number(term[1]) : parseChineseNumber(term[1]!);
  return n ? n * (term[2] === '年' ? 12 : 1) : null;
}
/**
 * 租期一年…交付相当于半年租金的定金: the deposit is six months of a twelve-month term, half the price (round 41 read,
 * decision 256: the clause reader used to catch it, and cannot say the share; the rule works it out).
 */
function rentMonthsShare(text: string, at: number): { percent: number; start: number; end: number } | null {
  const term = termMonths(text);
  if (!term) return null;
  for (const m of text.matchAll(RENT_MONTHS)) {
    const end = m.index + m[0].length;
    // Next to 定金: 相当于半年租金的定金 / 三个月租金作为定金 before it, 定金为两个月租金 after it.
    const before = end <= at && at - end <= 6 && !/[，,。；;]/u.test(text.slice(end, at));
    const after = m.index >= at + 2 && m.index - (at + 2) <= 8 && !/[，,。；;]/u.test(text.slice(at + 2, m.index));
    if (!before && !after) continue;
    const months = m[1] === '半年' ? 6 : (() => {
      const raw = m[1]!.replace(/个?月$/u, '');
      return /^\d+$/u.test(raw) ? Number(raw) : parseChineseNumber(raw);
    })();
    if (!months) continue;
    return { percent: (months / term) * 100, start: m.index, end };
  }
  return null;
}

/** 定金 stated as an amount and the price stated in the same sentence: the share in percent. */
function amountShare(text: string, at: number, declared: RegExpExecArray | null): number | null {
  const amounts = findAmountsWithSmallNumerals(text);
  const price = priceOf(text, amounts);
  // 须先付其中三万元，该款项性质为定金: the amount paid just before the declaration is the deposit (round 16).
  const declaredAmount = declared
    ? amounts.filter((a) => a.start < declared.index && declared.index - a.start <= 30 && a !== price?.token && !NOT_DECLARED_SHARE.test(text.slice(a.start, declared.index))).at(-1)
    : undefined;
  // 须先付四万五千元定金: the amount that ends right before 定金 in the same clause is the deposit's (round 22).
  const justBefore = amounts.find((a) => a.end <= at && at - a.end <= 2 && !/[，,。；;]/u.test(text.slice(a.end, at)) && a !== price?.token);
  const dep = amounts.find((a) => a.start >= at && a.start - (at + 2) <= 8) ?? declaredAmount ?? justBefore;
  if (!dep || !price || dep === price.token || price.value <= 0) return null;
  return (dep.value / price.value) * 100;
}

function depositRatio({ ix }: DetectorInput): Hit[] {
  const hits: Hit[] = [];
  for (const x of ix.paras) {
    for (const s of x.sentences) {
      const at = s.text.indexOf('定金');
      if (at < 0 || /订金/u.test(s.text)) continue;
      // 首付款即总价款的四成，其性质为定金: a payment declared to be the deposit brings its share along (decision 218).
      const declared = DECLARED_DEPOSIT.exec(s.text);
      const rates = findRates(s.text);
      // The declared payment's share is the last one before the declaration (30%作为预付款，另付10%作为定金: the 10%).
      const lastBefore = declared ? rates.filter((r) => r.end <= declared.index).at(-1) : undefined;
      const rate = rates.find((r) => {
        if (r.period !== null) return false;
        if (declared && r === lastBefore && declared.index - r.end <= 40 && !NOT_DECLARED_SHARE.test(s.text.slice(r.start - 12 < 0 ? 0 : r.start - 12, declared.index))) return true;
        // 定金…其金额为合同总额的一半: the share is said to be the deposit's own amount.
        if (r.start > at && r.start - at <= 60 && /(?:其|定金)(?:的)?(?:金额|数额)(?:为|是|相当于)[^。；;，,]{0,12}$/u.test(s.text.slice(Math.max(at, r.start - 20), r.start))) return true;
        // 没收定金，并…支付转让价款百分之三十的违约金: the share is the penalty's (round 40 read, decision 255).
        if (r.start >= at && /^(?:的|作为|计|为)?(?:违约金|赔偿金|罚金|罚款|滞纳金|利息|罚息|预付款|首付款|尾款|余款|保证金|押金)/u.test(s.text.slice(r.end, r.end + 6))) return false;
        const afterText = s.text.slice(at + 2, r.start);
        const after = r.start >= at && r.start - at <= 40 && !NOT_DEPOSIT_SHARE.test(afterText.replace(AS_DEPOSIT_PAYMENT, ''));
        // 相当于合同总价百分之三十的定金, 收取合同金额25%作为定金, 按年租金的一半交付定金: the share before 定金, in
        // the same clause, with a word that makes it the deposit's amount (decision 195).
        const between = r.end <= at ? s.text.slice(r.end, at) : '';
        const before =
          r.end <= at &&
          at - r.end <= 12 &&
          !/[，,。；;]/u.test(between) &&
          !NOT_DEPOSIT_SHARE.test(between) &&
          // (24: 相当于首年采购总额人民币200万元四分之一的定金 names the base between, round 41 read, decision 256.)
          (/相当于|为|计|按|以|交付|支付|缴纳|交纳|收取|给付/u.test(s.text.slice(Math.max(0, r.start - 24), r.start)) || /作为|充作|用作|交付|支付|缴纳|交纳|收取|给付/u.test(between));
        return after || before;
      });
      const months = rate ? null : rentMonthsShare(s.text, at);
      const share = rate ? rate.percent : (months?.percent ?? amountShare(s.text, at, declared));
      if (share === null || share <= 20 + 1e-9 || share >= 100) continue;
      const span = rate ?? months;
      const from = span ? Math.min(at, span.start) : at;
      const to = span ? Math.max(at + 2, span.end) : at + 2;
      const anchor = makeAnchor(x.p, s.start + from, s.start + to);
      if (!anchor) continue;
      hits.push({ anchor, vars: { quote: anchor.quote, value: rate ? rate.raw : months ? s.text.slice(months.start, months.end) : fmtPercent(share), ratio: fmtPercent(share) } });
      if (hits.length >= MAX_FINDINGS) break;
    }
    if (hits.length >= MAX_FINDINGS) break;
  }
  return hits;
}

const ARBITRATION = /仲裁(?:委员会|院|中心|机构|庭)|(?:申请|提交|提请|交由|通过|进行|以|选择)[^。；;，,]{0,4}仲裁|仲裁(?:解决|裁决)|申请裁决|裁决|仲裁或者?(?:诉讼|起诉)|(?:诉讼|起诉)或者?仲裁/u;
const COURT = /法院|起诉|诉讼|诉请|诉至|审判|审理/u;
/** Both forums offered as alternatives, or the court after the award (对裁决不服的，可以起诉). */
const ALTERNATIVE = /或者?|也可|亦可|还可|既可|不服|另行|均可|可选择|选择|任选|选其一|二选一|仲裁[^。；;]{0,6}(?:不成|未果|失败|无果)|再(?:通过|向|提起|行)/u;
const DISPUTE_WORD = /争议|纠纷|争端|分歧|协商|不服|解决|管辖/u;
const NOT_FORUM = /送达|联系方式|地址|法律文书|判决书|裁定书|正在进行|未决|尚未|不存在|没有|另行(?:达成|签订|约定|协商|订立)[^。；;]{0,12}仲裁/u;

/**
 * Options to tick in a template (a box or a blank, reported by the blanks check). Without one, 二选一 / 任选其一 is not
 * a form to fill in but the clause as signed: both forums left open, the arbitration agreement void (round 5).
 */
const TEMPLATE = /□|☐|■|☑|第\s*[_\s]*\s*种|以下第|下列第|[_＿]{3,}/u;

function cleaned(text: string): string {
  // Both forums given up together is a waiver, not a choice of both (decision 255).
  return text.replace(RENOUNCED_BOTH, '').replace(new RegExp(COURT_IN_AID.source, 'gu'), '');
}

function forumBoth(ix: DocIndex): Hit[] {
  for (const x of ix.paras) {
    if (!/仲裁|裁决/u.test(x.norm) || LABOR_ARBITRATION.test(x.norm)) continue;
    // A template's options are judged where they stand: a sentence with a blank or a box, or an item right after a lead-in
    // that has one (以下第___种方式：1.仲裁…), is a form to fill in; a whole sentence elsewhere in the same paragraph is
    // the clause as signed (round 17).
    const template = TEMPLATE.test(x.norm);
    for (let i = 0; i < x.sentences.length; i++) {
      const s = x.sentences[i]!;
      const lead = i > 0 ? x.sentences[i - 1]!.text : '';
      if (template && (TEMPLATE.test(s.text) || (TEMPLATE.test(lead) && /[：:]\s*$/u.test(lead)))) continue;
      const t = cleaned(s.text);
      if (NOT_FORUM.test(t)) continue;
      const arb = ARBITRATION.test(t);
      const court = COURT.test(t);
      let hit: Sentence | null = null;
      if (arb && court && ALTERNATIVE.test(t) && DISPUTE_WORD.test(t)) hit = s;
      else if (arb && DISPUTE_WORD.test(t)) {
        // 提交仲裁。对裁决不服的，可以向法院起诉: the court in the next sentence of the same clause.
        const next = x.sentences[i + 1];
        const nt = next ? cleaned(next.text) : '';
        // （一）提交仲裁；（二）向法院起诉: the two forums as items of one list are alternatives too.
        if (next && COURT.test(nt) && (/不服|也可|亦可|还可|或者?/u.test(nt) || LIST_ITEM_START.test(nt.trim())) && !NOT_FORUM.test(nt)) hit = next;
      }
      if (!hit) continue;
      const anchor = makeAnchor(x.p, hit.start, hit.end);
      if (anchor) return [{ anchor, vars: { quote: anchor.quote } }];
    }
  }
  return [];
}
