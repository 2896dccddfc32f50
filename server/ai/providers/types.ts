/**
 * The provider contract of the model layer (architecture.md §6). A provider turns chat messages into text; what the
 * text means (findings, a category, an answer) is decided by the capability code that calls it, never here.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** True when the server reported no usage and the figures come from estimateTokens(). */
  estimated: boolean;
}

export interface CompleteOptions {
  maxTokens: number;
  temperature: number;
  /** 'json_object' asks the server for JSON mode (DeepSeek, Qwen, vLLM and Ollama support it); dropped if refused. */
  responseFormat?: 'json_object' | 'text';
  /** Cancels the call (queue wait, attempts and back-off sleeps). */
  signal?: AbortSignal;
}

export interface StreamOptions extends CompleteOptions {
  /** Called once at the end when the server reported (or we estimated) usage for the stream. */
  onUsage?: (usage: Usage) => void;
}

export interface CompletionResult {
  text: string;
  usage: Usage;
  /** As the server sent it: 'stop', 'length' (output cut at maxTokens) ...; null when absent. */
  finishReason: string | null;
  /** Attempts made, 1 when the first one succeeded. */
  attempts: number;
}

/** The capabilities of architecture.md §6 and how a provider serves each. */
export const AI_CAPABILITIES = ['classify', 'review', 'answer', 'draft', 'translate', 'chat'] as const;
export type TAiCapability = (typeof AI_CAPABILITIES)[number];

export interface CapabilitySupport {
  /**
   * 'model': a language model does it; 'deterministic': code the caller owns does it (rules, classifier, retrieval,
   * templates) and the provider adds nothing; 'unavailable': no way to do it without a model.
   */
  mode: 'model' | 'deterministic' | 'unavailable';
  /** What a user is told (Chinese, shown as is). */
  note: string;
}

export interface AiProvider {
  readonly id: 'builtin' | 'openai-compatible';
  /** Model name sent to the server ('builtin' for the builtin provider). */
  readonly model: string;
  readonly capabilities: Readonly<Record<TAiCapability, CapabilitySupport>>;
  complete(messages: ChatMessage[], options: CompleteOptions): Promise<CompletionResult>;
  stream(messages: ChatMessage[], options: StreamOptions): AsyncIterable<string>;
}
