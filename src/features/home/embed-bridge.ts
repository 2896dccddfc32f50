/**
 * Messages from the page that embeds LawDesk (spec §8: "Embedded-app token-expired message clears session and opens
 * login"). A message is acted on only when its origin is exactly one of the deployment's allowed origins
 * (EMBED_MESSAGE_ORIGINS, served by base/client): any other window — an ad frame, another tab — is ignored, so no
 * page can log a lawyer out or steer the app by posting to it. Message shape: `{ type: 'lawdesk:token-expired' }`.
 */

export const EMBED_MESSAGE_TYPES = { tokenExpired: 'lawdesk:token-expired' } as const;

export type TEmbedHandlers = { onTokenExpired: () => void };

/** Exact origin match; an empty list accepts nothing and '*' is never a wildcard. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && origin !== '*' && allowed.includes(origin);
}

/** Starts listening; returns the function that stops. Nothing is installed when no origin is allowed. */
export function installEmbedBridge(allowed: readonly string[], handlers: TEmbedHandlers): () => void {
  if (allowed.length === 0) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (!isAllowedOrigin(event.origin, allowed)) return;
    const data: unknown = event.data;
    const type =
      typeof data === 'object' && data !== null && 'type' in data ? (data as { type: unknown }).type : data;
    if (type === EMBED_MESSAGE_TYPES.tokenExpired) handlers.onTokenExpired();
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
