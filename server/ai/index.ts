/**
 * Public API of the model layer (architecture.md §6). Routes and the review job import from here only.
 */
export type { AiProvider, ChatMessage, CompleteOptions, CompletionResult, StreamOptions, Usage, TAiCapability, CapabilitySupport } from './providers/types';
export { AI_CAPABILITIES } from './providers/types';
export { AiProviderError, type AiErrorKind } from './providers/errors';
export { builtinProvider, BUILTIN_CAPABILITIES, BUILTIN_NOTICE } from './providers/builtin';
export { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './providers/openai-compatible';
export { createAiProvider, processAiLimiter, type AiEnv } from './providers/create-ai-provider';
export { createLimiter, type Limiter } from './providers/limiter';
export { createTokenBudget, estimateTokens, estimateMessagesTokens, type TokenBudget } from './tokens';
export {
  runModelReview,
  type ModelReviewInput,
  type ModelReviewResult,
  type ModelFinding,
  type CoverageEntry,
  type CoverageReason,
  type DroppedOutput,
  type DropReason,
  type ResolvedCitation,
  type CitationResolver,
  type PassUsage,
} from './review-pass';
export { mergeFindings, MODEL_ADDENDUM } from './merge-findings';
export type { ChecklistItem } from './prompt';
export { splitClauses, type Clause } from './clauses';
export { anchorQuote } from './anchor';
export { maskDocument, createMasker, findPersonNames, findPersonalData, type Masker, type PersonalDataKind } from './mask';
export { classifyContract, type CategoryOption, type BuiltinClassification, type ClassifyResult } from './classify';
