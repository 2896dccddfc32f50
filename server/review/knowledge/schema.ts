/**
 * Schema of the review knowledge base: categories (tree, stances, classifier vocabulary) and checks (what a
 * careful associate looks for, as data). Everything under knowledge/ is parsed with these schemas at load time, so
 * a malformed check fails fast at startup and in tests rather than silently never firing.
 */
import { z } from 'zod';

/** A regex source (compiled with the 'u' flag by the engine); validated at load so a typo fails fast. */
const ZRegexSource = z.string().min(1).refine(
  (s) => {
    try {
      new RegExp(s, 'u');
      return true;
    } catch {
      return false;
    }
  },
  { message: 'invalid regular expression' },
);

export const ZCitation = z.object({
  /** Short law name as the statute corpus titles it, without 中华人民共和国 (民法典, 劳动合同法, 仲裁法...). */
  law: z.string().min(2),
  /** Article in Chinese numerals as the corpus writes it: 第五百八十五条. */
  article: z.string().regex(/^第[零一二三四五六七八九十百千]+条(之[一二三四五六七八九十]+)?$/),
});
export type TCitation = z.infer<typeof ZCitation>;

export const ZStance = z.object({
  /** prompt_id sent by the client; unique within a category. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  label: z.string().min(1),
});

export const ZCategory = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.string().min(2),
  group: z.string().min(2),
  stances: z.array(ZStance).min(2),
  /** Title words: a contract whose title contains one of these is very likely of this category. */
  titleKeywords: z.array(z.string().min(2)).min(1),
  /** Body words with weights, for the classifier when the title is not conclusive. */
  bodyKeywords: z.array(z.tuple([z.string().min(1), z.number().positive()])).min(3),
  /** Words that argue against this category (weight subtracted), e.g. 租赁 for a sale of a house. */
  negativeKeywords: z.array(z.tuple([z.string().min(1), z.number().positive()])).default([]),
  /** Phrases that name the main amount of this kind of contract (总价, 租金, 借款金额...). */
  amountKeywords: z.array(z.string().min(1)).min(1),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryGroup = z.object({ id: z.string(), name: z.string(), categories: z.array(ZCategory).min(1) });
export type TCategoryGroup = z.infer<typeof ZCategoryGroup>;

// ---------- detectors ----------

/** A clause the contract should contain; the finding has no anchor. */
const ZMissingClause = z.object({
  kind: z.literal('missing-clause'),
  /** The clause counts as present when any of these matches anywhere in the body text (labels included). */
  anyOf: z.array(ZRegexSource).min(1),
});

/** A wording that is risky wherever it appears; the anchor is the match (or its named group `hit`). */
const ZPattern = z.object({
  kind: z.literal('pattern'),
  match: ZRegexSource,
  /** All must also match the same sentence. */
  sentenceHas: z.array(ZRegexSource).default([]),
  /** None may match the same sentence (exceptions, negations, the compliant wording). */
  sentenceLacks: z.array(ZRegexSource).default([]),
  /** All must match the paragraph (context that sits in a neighbouring sentence). */
  paragraphHas: z.array(ZRegexSource).default([]),
  /** At most this many findings for the whole document (one per paragraph anyway). */
  maxFindings: z.number().int().positive().default(3),
});

/** Number kinds the engine extracts from a sentence. */
export const ZNumberKind = z.enum([
  /** Percentage of something (20%, 百分之二十, 20％): value as a percentage (20). */
  'percent',
  /** A rate per day (每日万分之五, 每天0.05%, 日千分之一): value as a percentage per day (0.05). */
  'daily-rate',
  /** Money in yuan (10,000元, 1万元, 壹万元). */
  'amount',
  /** Multiple of a monthly amount (两个月租金, 3个月工资): value = number of months. */
  'months-of',
]);
export type TNumberKind = z.infer<typeof ZNumberKind>;

/** A number of one kind next to a keyword compared against a limit; the anchor spans keyword..number. */
const ZNumericThreshold = z.object({
  kind: z.literal('numeric-threshold'),
  /** The keyword the number must follow within the same sentence (违约金, 定金, 试用期工资...). */
  keyword: ZRegexSource,
  number: ZNumberKind,
  op: z.enum(['>', '>=', '<', '<=']),
  limit: z.number(),
  /** Between keyword and number, at most this many characters. */
  window: z.number().int().positive().default(40),
  /** The text between keyword and number (inclusive of both) must match, e.g. the base of a percentage (总价). */
  between: ZRegexSource.optional(),
  /** None may match between keyword and number. */
  betweenLacks: z.array(ZRegexSource).default([]),
  sentenceHas: z.array(ZRegexSource).default([]),
  sentenceLacks: z.array(ZRegexSource).default([]),
  /** Replacement for the number in a concrete revision of the anchored span, e.g. '20%'. */
  replaceNumberWith: z.string().optional(),
  maxFindings: z.number().int().positive().default(3),
});

/** An amount (or a percentage of the price) next to a keyword compared with the contract's main amount. */
const ZRatioToPrice = z.object({
  kind: z.literal('ratio-to-price'),
  keyword: ZRegexSource,
  /** Ratio limit as a percentage of the main amount (20 = 20%). */
  limit: z.number().positive(),
  window: z.number().int().positive().default(30),
  sentenceLacks: z.array(ZRegexSource).default([]),
  replaceNumberWith: z.string().optional(),
});

/** A duration (N年/个月/日/周) next to a keyword compared with a limit in days (a month counts 30, a year 365). */
const ZDurationLimit = z.object({
  kind: z.literal('duration-limit'),
  keyword: ZRegexSource,
  op: z.enum(['>', '>=', '<', '<=']),
  /** Limit in days. */
  limitDays: z.number().positive(),
  window: z.number().int().positive().default(20),
  sentenceHas: z.array(ZRegexSource).default([]),
  sentenceLacks: z.array(ZRegexSource).default([]),
  replaceNumberWith: z.string().optional(),
});

/** A check implemented in code (rules/mechanical/ or rules/named/), referenced by name. */
const ZCoded = z.object({
  kind: z.enum(['mechanical', 'named']),
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  params: z.record(z.string(), z.unknown()).default({}),
});

export const ZDetector = z.discriminatedUnion('kind', [
  ZMissingClause,
  ZPattern,
  ZNumericThreshold,
  ZRatioToPrice,
  ZDurationLimit,
  ZCoded,
]);
export type TDetector = z.infer<typeof ZDetector>;

export const ZLadder = z.object({
  /** What to ask for first. */
  preferred: z.string().min(1),
  /** What one can live with. */
  acceptable: z.string().min(1),
  /** Below this, advise not to sign. */
  walkAway: z.string().min(1),
});

export const ZCheck = z.object({
  /** Stable id: <category>.<topic>.<what>, e.g. 'general.penalty.over-30'. Used by playbooks; never reuse. */
  id: z.string().regex(/^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/),
  level: z.enum(['high', 'medium', 'low']),
  /** Stance prompt_ids the check applies to; 'all' for every stance. */
  stances: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]),
  /** For general checks: categories it is limited to / skipped for (ids). */
  onlyCategories: z.array(z.string()).optional(),
  exceptCategories: z.array(z.string()).optional(),
  /** Preconditions on the whole document: all of docHas must match somewhere, none of docLacks. */
  docHas: z.array(ZRegexSource).default([]),
  docLacks: z.array(ZRegexSource).default([]),
  title: z.string().min(4),
  /** Why it matters; may use {quote}, {value}, {limit} filled from the match. */
  explanation: z.string().min(10),
  suggestion: z.string().min(4),
  ladder: ZLadder.optional(),
  /** A concrete wording: replace the anchored span, or insert a missing clause. */
  revision: z.object({ op: z.enum(['insert', 'replace', 'delete']), text: z.string() }).optional(),
  citations: z.array(ZCitation).default([]),
  detector: ZDetector,
});
export type TCheck = z.infer<typeof ZCheck>;
/** A check as written in a data file (defaults not yet applied). */
export type TCheckInput = z.input<typeof ZCheck>;

export const ZCheckList = z.array(ZCheck);
