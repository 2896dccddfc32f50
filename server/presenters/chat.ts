/** Chats and their messages as the API shows them (common/api/chat.ts). */
import type { TChatMessage } from '@common/api/chat';
import type { TMessageStatus } from '@common/api/stream';
import type { TChatMessageRow } from '../db/schema/index';

export function presentChatMessage(row: TChatMessageRow): TChatMessage {
  return {
    message_id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations,
    status: row.status as TMessageStatus,
    question_id: row.questionId,
    created_at: row.createdAt.toISOString(),
  };
}
