/**
 * The model review pass: clause by clause, with the category's checklist and the stance, strict about what comes
 * back (architecture.md §6, docs/decisions/061):
 *  - the answer must be JSON matching ZModelFinding (one repair request, then the clause's answer is dropped);
 *  - every quote must be found verbatim in the clause, else the finding is dropped;
 *  - every citation goes through `resolve`: resolved ones carry the corpus text, the rest stay marked unresolved;
 *  - a coverage entry per clause part says it was reviewed, or why not (budget, error, unreadable answer, builtin).
 * Nothing is thrown for a clause's failure: a review with a flaky model still returns the rule findings and an
 * honest account of what the model saw.
 */
import type { TLegalBasis } from '@common/api/contract';
import type { Citation, ReviewContext, ReviewDocument, ReviewParagraph, RuleFinding } from '../review/model';
import { anchorQuote, type AnchorFailure } from './anchor';
import { splitClauses, type Clause } from './clauses';
import { maskDocument, type Masker } from './mask';
import { compareFindings, mergeFindings } from './merge-findings';
import { parseModelOutput, type TModelFinding } from './model-output';
import { clauseMessages, FAMILY_PREFIX, repairPrompt, selectChecklist, type ChecklistItem } from './prompt';
import { buildIndex } from '../review/rules/doc-index';
import { stanceWords } from '../review/semantics/roles';
import { BUILTIN_NOTICE } from './providers/builtin';
import { AiProviderError } from './providers/errors';
import type { AiProvider, ChatMessage, CompletionResult } from './providers/types';
import { createTokenBudget, estimateMessagesTokens, type TokenBudget } from './tokens';

/** An article as the statute corpus holds it. */
export interface ResolvedCitation {
  /** The law's name as the corpus cites it (民法典). */
  law: string;
  /** 第五百八十五条 */
  article: string;
  /** The article's text from the corpus. */
  text: string;
}

/** Resolves a citation against the statute corpus; null when the article does not exist there. */
export type CitationResolver = (citation: Citation) => ResolvedCitation | null | Promise<ResolvedCitation | null>;

/** A finding of the model pass: a RuleFinding plus its resolved legal basis. */
export interface ModelFinding extends RuleFinding {
  source: 'model';
  /** Every citation of the model, resolved (corpus text) or marked resolved:false with empty text. */
  legalBasis: TLegalBasis[];
  /** The checklist item the model said it answers, when that id exists in the checklist. */
  checkId: string | null;
  clauseIndex: number;
}

export type CoverageReason = 'budget' | 'error' | 'malformed-output' | 'builtin' | 'aborted';

export interface CoverageEntry {
  clauseIndex: number;
  /** Part of the clause (0 unless it was cut for size) and how many parts it has. */
  part: number;
  parts: number;
  label: string;
  /** First and last paragraph index of the part. */
  paragraphs: [number, number];
  /** True when the model's answer for this part was read (with or without findings). */
  visited: boolean;
  reason?: CoverageReason;
  /** The provider's error message when reason is 'error' or 'aborted'. */
  error?: string;
  /** Findings kept from this part. */
  findings: number;
  /** Model calls made for this part (2 when a repair was asked). */
  calls: number;
}

export type DropReason = 'malformed-output' | 'invalid-finding' | AnchorFailure;

export interface DroppedOutput {
  reason: DropReason;
  clauseIndex: number;
  /** The model's text (whole answer, or one finding as JSON). Placeholders of masked data are left in. */
  raw: string;
  detail?: string;
}

export interface PassUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** True when any call's usage was estimated rather than reported. */
  estimated: boolean;
  calls: number;
}

export interface ModelReviewResult {
  findings: ModelFinding[];
  coverage: CoverageEntry[];
  usage: PassUsage;
  dropped: DroppedOutput[];
  /** True when the pass stopped because the token budget was spent (coverage says which clauses). */
  budgetExhausted: boolean;
  /** For the user when the pass added nothing on purpose (builtin provider); null otherwise. */
  notice: string | null;
  provider: { id: AiProvider['id']; model: string };
}

export interface ModelReviewInput {
  doc: ReviewDocument;
  ctx: ReviewContext;
  /** The category's checks (already filtered by the tenant's playbook); items for other stances are ignored. */
  checklist: readonly ChecklistItem[];
  provider: AiProvider;
  resolve: CitationResolver;
  /** Tokens the pass may spend, or a budget shared with other passes. */
  budget: TokenBudget | number;
  /** Replace names, ID/phone/bank numbers, credit codes and e-mails by placeholders before calling the model. */
  maskPersonalData?: boolean;
  /** Display names for the prompt (default: the ids of ctx). */
  labels?: { category?: string; stance?: string };
  signal?: AbortSignal;
  options?: {
    /** Estimated tokens per clause part sent to the model (default 1500). */
    maxClauseTokens?: number;
    /** max_tokens of each answer (default 1200). */
    maxOutputTokens?: number;
    /** Clause parts reviewed at once by this pass (default 4; the provider's limiter caps the process). */
    concurrency?: number;
    temperature?: number;
    /** Checklist items per clause prompt (default 8). */
    checklistPerClause?: number;
  };
}

/** Reviews the contract clause by clause with the model; never throws for a clause's failure. */
export async function runModelReview(input: ModelReviewInput): Promise<ModelReviewResult> {
  const { doc, ctx, provider } = input;
  const opts = input.options ?? {};
  const maxOutputTokens = opts.maxOutputTokens ?? 1200;
  const budget = typeof input.budget === 'number' ? createTokenBudget(input.budget) : input.budget;
  const clauses = splitClauses(doc, { maxTokens: opts.maxClauseTokens ?? 1500 });
  const coverage: CoverageEntry[] = clauses.map((c) => ({
    clauseIndex: c.clauseIndex,
    part: c.part,
    parts: c.parts,
    label: c.label,
    paragraphs: [c.paragraphs[0]!.index, c.paragraphs[c.paragraphs.length - 1]!.index],
    visited: false,
    findings: 0,
    calls: 0,
  }));
  const usage: PassUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0, estimated: false, calls: 0 };
  const result: ModelReviewResult = {
    findings: [],
    coverage,
    usage,
    dropped: [],
    budgetExhausted: false,
    notice: null,
    provider: { id: provider.id, model: provider.model },
  };

  if (provider.capabilities.review.mode !== 'model') {
    coverage.forEach((c) => (c.reason = 'builtin'));
    result.notice = BUILTIN_NOTICE;
    return result;
  }

  let masker: Masker | null = null;
  let promptDoc = doc;
  if (input.maskPersonalData) {
    const masked = maskDocument(doc);
    masker = masked.masker;
    promptDoc = masked.doc;
  }
  const promptText = new Map(promptDoc.paragraphs.map((p) => [p.index, p.text]));
  const category = input.labels?.category ?? ctx.categoryId;
  const stance = input.labels?.stance ?? ctx.stance;
  const contractTitle = (promptDoc.paragraphs.find((p) => p.location === 'body' && p.text.trim() !== '')?.text ?? '').trim().slice(0, 60);
  const checkIds = new Set(input.checklist.map((c) => c.id));
  // The one-sided-clause families go to every clause (in the system prompt, the same for all clauses); the other
  // items only to the clauses whose words they share. The user's party is named as this contract names it.
  const inStance = (c: ChecklistItem) => !c.stances || c.stances === 'all' || ctx.stance === 'neutral' || c.stances.includes(ctx.stance);
  const families = input.checklist.filter((c) => c.id.startsWith(FAMILY_PREFIX) && inStance(c));
  const perClause = input.checklist.filter((c) => !c.id.startsWith(FAMILY_PREFIX));
  const frame = { families, partyWords: stanceWords(buildIndex(doc), ctx.stance) };

  // Once set, clauses not yet started are recorded with this reason instead of being sent.
  let stop: { reason: CoverageReason; error?: string } | null = null;
  const findings: ModelFinding[] = [];

  const call = async (entry: CoverageEntry, messages: ChatMessage[]): Promise<CompletionResult | null> => {
    const reserve = estimateMessagesTokens(messages) + maxOutputTokens;
    if (!budget.reserve(reserve)) {
      result.budgetExhausted = true;
      stop ??= { reason: 'budget' };
      return null;
    }
    entry.calls++;
    usage.calls++;
    try {
      const answer = await provider.complete(messages, {
        maxTokens: maxOutputTokens,
        temperature: opts.temperature ?? 0,
        responseFormat: 'json_object',
        signal: input.signal,
      });
      budget.settle(reserve, answer.usage);
      usage.promptTokens += answer.usage.promptTokens;
      usage.completionTokens += answer.usage.completionTokens;
      usage.totalTokens += answer.usage.totalTokens;
      usage.estimated ||= answer.usage.estimated;
      return answer;
    } catch (e) {
      budget.settle(reserve, null);
      throw e;
    }
  };

  const reviewClause = async (clause: Clause, entry: CoverageEntry) => {
    const lines = clause.paragraphs.map((p) => `${p.label ? `${p.label} ` : ''}${promptText.get(p.index) ?? p.text}`);
    const checklist = selectChecklist(perClause, lines.join('\n'), ctx.stance, opts.checklistPerClause ?? 8);
    const position = `${clause.label || '（合同开头）'}${clause.parts > 1 ? `（第 ${clause.part + 1}/${clause.parts} 部分）` : ''}`;
    const messages = clauseMessages(category, stance, { contractTitle, position, lines, checklist }, frame);
    try {
      const first = await call(entry, messages);
      if (!first) return void (entry.reason = 'budget');
      let answer = first.text;
      let parsed = parseModelOutput(answer);
      if (!parsed.ok || (parsed.findings.length === 0 && parsed.invalid.length > 0)) {
        const error = parsed.ok ? parsed.invalid.map((i) => i.error).join('; ') : parsed.error;
        const repaired = await call(entry, [...messages, { role: 'assistant', content: answer }, { role: 'user', content: repairPrompt(error) }]);
        if (!repaired) {
          result.dropped.push({ reason: 'malformed-output', clauseIndex: clause.clauseIndex, raw: answer, detail: error });
          return void (entry.reason = 'budget');
        }
        answer = repaired.text;
        parsed = parseModelOutput(answer);
        if (!parsed.ok || (parsed.findings.length === 0 && parsed.invalid.length > 0)) {
          const detail = parsed.ok ? parsed.invalid.map((i) => i.error).join('; ') : parsed.error;
          result.dropped.push({ reason: 'malformed-output', clauseIndex: clause.clauseIndex, raw: answer, detail });
          return void (entry.reason = 'malformed-output');
        }
      }
      for (const bad of parsed.invalid) {
        result.dropped.push({ reason: 'invalid-finding', clauseIndex: clause.clauseIndex, raw: JSON.stringify(bad.raw), detail: bad.error });
      }
      for (const raw of parsed.findings) {
        const kept = await toFinding(raw, clause, masker, checkIds, input.resolve);
        if ('failure' in kept) {
          result.dropped.push({ reason: kept.failure, clauseIndex: clause.clauseIndex, raw: JSON.stringify(raw), detail: kept.quote });
        } else {
          findings.push(kept.finding);
          entry.findings++;
        }
      }
      entry.visited = true;
    } catch (e) {
      const error = e instanceof AiProviderError ? e : new AiProviderError(String(e), 'bad-response');
      entry.reason = error.kind === 'aborted' ? 'aborted' : 'error';
      entry.error = error.message;
      // Wrong key, wrong model, cancelled: every further clause would fail the same way.
      if (error.isFatalForPass) stop ??= { reason: entry.reason, error: error.message };
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < clauses.length) {
      const i = next++;
      const entry = coverage[i]!;
      if (input.signal?.aborted) stop ??= { reason: 'aborted', error: '模型调用已取消' };
      if (stop) {
        entry.reason = stop.reason;
        if (stop.error) entry.error = stop.error;
        continue;
      }
      await reviewClause(clauses[i]!, entry);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));

  // Repeats within the model's own answers (same span, same topic) are folded; order is by position.
  result.findings = mergeFindings([], findings.sort(compareFindings)) as ModelFinding[];
  return result;
}

async function toFinding(
  raw: TModelFinding,
  clause: Clause,
  masker: Masker | null,
  checkIds: ReadonlySet<string>,
  resolve: CitationResolver,
): Promise<{ finding: ModelFinding } | { failure: AnchorFailure; quote: string }> {
  const restore = (s: string) => (masker ? masker.restore(s) : s);
  const quote = restore(raw.quote);
  const anchored = anchorQuote(clause.paragraphs as readonly ReviewParagraph[], quote);
  if ('failure' in anchored) return { failure: anchored.failure, quote };
  const legalBasis: TLegalBasis[] = [];
  const seen = new Set<string>();
  for (const c of raw.citations) {
    const citation: Citation = { law: c.law, article: c.article };
    // A resolver that throws (corpus unavailable) must not make an article look valid: treat it as unresolved.
    const resolved: ResolvedCitation | null = await Promise.resolve()
      .then(() => resolve(citation))
      .catch(() => null);
    const basis: TLegalBasis = resolved
      ? { law: resolved.law, article: resolved.article, text: resolved.text, resolved: true }
      : { law: c.law, article: c.article, text: '', resolved: false };
    const key = `${basis.law}|${basis.article}`;
    if (seen.has(key)) continue;
    seen.add(key);
    legalBasis.push(basis);
  }
  const checkId = raw.check_id && checkIds.has(raw.check_id) ? raw.check_id : null;
  const revision = raw.revision ? restore(raw.revision) : null;
  return {
    finding: {
      ruleId: `model.${checkId ?? 'clause'}`,
      level: raw.level,
      title: restore(raw.title),
      explanation: restore(raw.explanation),
      suggestion: restore(raw.suggestion),
      // Resolved citations in the corpus's own spelling, unresolved ones as the model wrote them: code that
      // resolves RuleFinding.citations again reaches the same verdict. legalBasis already holds it, marked.
      citations: legalBasis.map((b) => ({ law: b.law, article: b.article })),
      anchor: anchored.anchor,
      revision: revision && revision !== anchored.anchor.quote ? { op: 'replace', text: revision } : null,
      source: 'model',
      legalBasis,
      checkId,
      clauseIndex: clause.clauseIndex,
    },
  };
}
