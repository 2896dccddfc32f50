/** Research rows as the api.md "Legal research" shapes (info messages, list items). */
import type { TCitation } from '@common/api/citation';
import type { TResearchListItem, TResearchMessage } from '@common/api/research';
import type { TResearchMessageRow, TResearchRow } from '../db/schema/index';

/** A question or answer of a research. */
export function presentResearchMessage(row: TResearchMessageRow): TResearchMessage {
  return {
    message_id: row.id,
    role: row.role,
    content: row.content,
    citations: row.citations as TCitation[],
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** A row of the research history list. */
export function presentResearchListItem(row: TResearchRow): TResearchListItem {
  return { research_id: row.id, title: row.title, updated_at: row.updatedAt.toISOString() };
}
