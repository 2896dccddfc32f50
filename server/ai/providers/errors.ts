/**
 * One error type for every way a model call fails, so callers (the review pass, routes) branch on `kind` and never
 * parse messages. `retryable` is what the retry loop used; callers use it to decide whether to stop a whole pass.
 */
export type AiErrorKind =
  /** A 4xx/5xx answer; `status` holds the code. */
  | 'http'
  /** No answer within the per-request or overall timeout. */
  | 'timeout'
  /** Connection refused/reset, DNS failure ... */
  | 'network'
  /** The caller cancelled. */
  | 'aborted'
  /** 200 but not a chat-completions body. */
  | 'bad-response'
  /** The builtin provider was asked for free text; it has no model. */
  | 'unsupported'
  /** Settings make no sense (AI_BASE_URL without AI_MODEL ...). */
  | 'config';

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: AiErrorKind,
    readonly details: { status?: number; attempts?: number; retryable?: boolean; body?: string } = {},
  ) {
    super(message);
    this.name = 'AiProviderError';
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get attempts(): number {
    return this.details.attempts ?? 1;
  }

  /** Errors that will fail the same way for every further request (bad key, wrong model, wrong URL). */
  get isFatalForPass(): boolean {
    return (
      this.kind === 'aborted' ||
      this.kind === 'config' ||
      this.kind === 'unsupported' ||
      (this.kind === 'http' && [401, 403, 404].includes(this.details.status ?? 0))
    );
  }
}
