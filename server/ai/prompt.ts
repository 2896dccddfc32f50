/**
 * Prompts of the model review pass. The system prompt depends only on the category and the stance, so it is the
 * same for every clause of a contract: servers with prefix caching (DeepSeek, vLLM) then bill and compute it once.
 * The clause, its checklist items and the contract's title go in the user message.
 */
import type { TFindingLevel } from '@common/api/contract';
import { OUTPUT_SHAPE_EXAMPLE } from './model-output';
import type { ChatMessage } from './providers/types';

/** A check of the category's knowledge base, as the model pass needs it. */
export interface ChecklistItem {
  id: string;
  title: string;
  level: TFindingLevel;
  /** What the check looks for, in a sentence. */
  detects: string;
  /** Stance prompt_ids it applies to ('all' or absent = every stance). */
  stances?: 'all' | readonly string[];
}

const LEVEL_WORDS: Record<TFindingLevel, string> = { high: '高', medium: '中', low: '低' };

/** Checklist items every clause is read against (the one-sided-clause families), whatever the clause's words. */
export const FAMILY_PREFIX = 'general.family.';

/** Context that is the same for every clause of one contract (so it belongs in the cached system prompt). */
export interface ReviewFrame {
  /** Words that name the user's party in this contract (乙方、承租方); empty for the neutral stance. */
  partyWords?: readonly string[];
  /** The one-sided-clause families to check in every clause. */
  families?: readonly ChecklistItem[];
}

/** The fixed instructions for one category and stance. */
export function reviewSystemPrompt(category: string, stance: string, frame: ReviewFrame = {}): string {
  const party = frame.partyWords?.length ? `本方在合同中的称谓：${frame.partyWords.join('、')}。判断条款对谁有利时以此为准：对方单方享有的权利、本方单方承担的负担或放弃的权利，才是对本方不利。` : '';
  const families = frame.families?.length
    ? [
        '',
        '每个条款都要对照下列风险类型逐一判断（措辞不同但含义相同的也算，例如 月息2分、每日千分之三 都要折算成年利率；“出租人”“甲方”等称谓要对应到具体当事人）：',
        ...frame.families.map((f) => `- [${f.id}]（${LEVEL_WORDS[f.level]}）${f.title}：${f.detects}`),
        '命中上述某项时 check_id 填该项编号，quote 必须逐字引用体现该风险的原文。',
      ]
    : [];
  return [
    `你是一名资深的中国执业律师，正在逐条审查一份「${category}」。你代表「${stance}」，目标是保护「${stance}」的利益。`,
    ...(party ? [party] : []),
    '每次只给你合同中的一个条款。请只审查这个条款：找出对本方不利、违法或无效、约定不明易生争议、或缺少关键内容的问题；没有问题就不要硬找。',
    '',
    '要求：',
    '1. quote 必须从条款原文中逐字复制一段连续文字（4 至 80 字），不得改写、增删字词、使用省略号或跨段落；不要包含条款编号。找不到可引用的原文就不要输出该问题。',
    '2. citations 只引用你确定存在且与问题直接相关的中国现行法律条文，写法律简称和条号，例如 {"law":"民法典","article":"第五百八十五条"}；不确定就留空数组 []。不得编造法条，不得引用已废止的法律（如合同法、担保法）。',
    '3. level：high = 违法无效、可能造成重大损失或根本性不利；medium = 明显不利或约定不明易生争议；low = 表述或完善性建议。',
    '4. revision 是替换 quote 的完整修改后文本，须站在本方立场、可直接写入合同；不建议改写时为 null。',
    '5. 若问题对应下方审查清单中的某项，check_id 填该项编号，否则为 null。',
    '6. 只输出一个 JSON 对象，不要任何其他文字，不要 Markdown，不要 XML。没有问题时输出 {"findings":[]}。',
    '',
    ...families,
    '',
    `输出格式：${OUTPUT_SHAPE_EXAMPLE}`,
  ].join('\n');
}

export interface ClausePromptInput {
  contractTitle: string;
  /** "第五条" / "（前言）" and where it sits, e.g. "第 5/23 部分". */
  position: string;
  /** Lines of the clause: label + text of each paragraph (already masked when masking is on). */
  lines: string[];
  checklist: readonly ChecklistItem[];
}

/** The user message for one clause. */
export function clauseUserPrompt(input: ClausePromptInput): string {
  const checklist =
    input.checklist.length > 0
      ? input.checklist.map((c) => `- [${c.id}]（${LEVEL_WORDS[c.level]}）${c.title}：${c.detects}`).join('\n')
      : '（本条款没有特别对应的清单项，请按一般审查标准审查）';
  return [
    `合同：${input.contractTitle || '（无标题）'}`,
    `条款位置：${input.position}`,
    '',
    '审查清单（与本条款相关的项目）：',
    checklist,
    '',
    '条款原文（每行一段）：',
    '<<<',
    ...input.lines,
    '>>>',
  ].join('\n');
}

/** The follow-up asking for a valid answer after an unreadable one. */
export function repairPrompt(error: string): string {
  return `你上一次的输出无法解析（${error}）。请重新输出：只输出一个符合上述格式的 JSON 对象 {"findings":[...]}，不要任何其他文字。`;
}

/** Character bigrams of the CJK and alphanumeric runs of a text (for relevance and similarity). */
export function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const run of text.match(/[\p{Script=Han}A-Za-z0-9]+/gu) ?? []) {
    const chars = [...run];
    if (chars.length === 1) out.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  }
  return out;
}

// Words every clause shares: matching on them says nothing about relevance.
const STOP_BIGRAMS = new Set(['甲方', '乙方', '双方', '合同', '本合同', '约定', '应当', '一方', '对方', '本条', '条款', '协议', '以上', '以下']);

/**
 * The checklist items most relevant to a clause: ranked by shared bigrams between the clause and the item's title
 * and description, higher level first on ties; only items sharing something, at most `max`.
 */
export function selectChecklist(items: readonly ChecklistItem[], clauseText: string, stance: string, max = 8): ChecklistItem[] {
  const clause = bigrams(clauseText);
  const rank: Record<TFindingLevel, number> = { high: 0, medium: 1, low: 2 };
  return items
    .map((item, order) => {
      let score = 0;
      for (const g of bigrams(`${item.title} ${item.detects}`)) if (g.length > 1 && !STOP_BIGRAMS.has(g) && clause.has(g)) score++;
      return { item, order, score };
    })
    .filter(({ item, score }) => score > 0 && (!item.stances || item.stances === 'all' || item.stances.includes(stance)))
    .sort((a, b) => b.score - a.score || rank[a.item.level] - rank[b.item.level] || a.order - b.order)
    .slice(0, max)
    .map(({ item }) => item);
}

/** The messages for one clause. */
export function clauseMessages(category: string, stance: string, input: ClausePromptInput, frame: ReviewFrame = {}): ChatMessage[] {
  return [
    { role: 'system', content: reviewSystemPrompt(category, stance, frame) },
    { role: 'user', content: clauseUserPrompt(input) },
  ];
}
