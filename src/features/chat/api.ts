/** The chat and share calls (api.md chat and share rows): every path once, every type from common/api/chat.ts. */
import { CHAT_BASE, type TChatDetail, type TChatListResponse, type TShareCreated, type TShareKind, type TShareListResponse, type TShareView } from '@common/api/chat';
import { apiData, apiRequest } from '@/lib/api-client';

export const chatPath = (p: string) => `${CHAT_BASE}/${p}`;

export function askChat(content: string, chatId: string | undefined, idempotencyKey: string) {
  return apiData<{ chat_id: string; message_id: string }>(chatPath('chat'), { method: 'POST', body: { content, ...(chatId ? { chat_id: chatId } : {}) }, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchChat(chatId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiData<TChatDetail>(chatPath('chat/details'), { query: { chat_id: chatId }, signal });
}

export function stopChat(chatId: string, messageId: string) {
  return apiData<{ stopped: boolean }>(chatPath('chat/stop'), { method: 'POST', body: { chat_id: chatId, message_id: messageId }, silent: true });
}

export function regenerateChat(chatId: string, messageId: string, idempotencyKey: string) {
  return apiData<{ chat_id: string; message_id: string }>(chatPath('chat/regenerate'), { method: 'POST', body: { chat_id: chatId, message_id: messageId }, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function fetchChats(page: number, pageSize: number, search: string) {
  return apiData<TChatListResponse>(chatPath('query/chat/list'), { query: { page, page_size: pageSize, search: search || undefined } });
}

export function renameChat(chatId: string, title: string) {
  return apiData<Record<string, never>>(chatPath('updateChatTitle'), { method: 'POST', body: { chat_id: chatId, title } });
}

export function deleteChat(chatId: string) {
  return apiData<Record<string, never>>(chatPath('delete/chat/by'), { method: 'POST', body: { chat_id: chatId } });
}

export function createShare(kind: TShareKind, targetId: string, expireDays: number) {
  const target = kind === 'chat' ? { chat_id: targetId } : kind === 'research' ? { research_id: targetId } : { task_id: targetId };
  return apiData<TShareCreated>(chatPath('share'), { method: 'POST', body: { kind, expire_days: expireDays, ...target } });
}

export function revokeShare(shareId: string) {
  return apiData<Record<string, never>>(chatPath('share'), { method: 'DELETE', body: { share_id: shareId } });
}

/** The caller's links to one item, newest first (revoked and expired ones included, flagged). */
export function fetchShares(targetId: string) {
  return apiData<TShareListResponse>(chatPath('share/list'), { query: { target_id: targetId } });
}

/** The shared view, as the envelope (the page shows revoked / expired messages itself). */
export function fetchShare(shareId: string) {
  return apiRequest<TShareView>(chatPath(`share/${encodeURIComponent(shareId)}`), { silent: true });
}
