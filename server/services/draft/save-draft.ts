/** Stores new paragraphs of a draft with its citations and still-missing fields recomputed (one place for all edits). */
import { eq } from 'drizzle-orm';
import type { TDraftParagraph, TMissingField } from '@common/api/draft';
import { draftTasks, type TDraftRefinement, type TDraftTaskRow } from '../../db/schema/index';
import type { TDraftDeps } from './draft-deps';
import { resolveDraftCitations, stillMissing } from './resolve-draft-citations';

/** Saves the paragraphs (and optional other columns); returns the stored row. */
export async function saveDraft(
  deps: Pick<TDraftDeps, 'db' | 'corpus'>,
  row: TDraftTaskRow,
  changes: { paragraphs: TDraftParagraph[]; missing?: TMissingField[]; fields?: Record<string, string>; refinements?: TDraftRefinement[]; notice?: string | null; draftedBy?: 'model' | 'builtin' },
): Promise<TDraftTaskRow> {
  const missing = stillMissing(changes.missing ?? row.missingFields, changes.paragraphs);
  const [saved] = await deps.db
    .update(draftTasks)
    .set({
      paragraphs: changes.paragraphs,
      citations: resolveDraftCitations(deps.corpus(), changes.paragraphs),
      missingFields: missing,
      ...(changes.fields ? { fields: changes.fields } : {}),
      ...(changes.refinements ? { refinements: changes.refinements } : {}),
      ...(changes.notice !== undefined ? { notice: changes.notice } : {}),
      ...(changes.draftedBy ? { draftedBy: changes.draftedBy } : {}),
      updatedAt: new Date(),
    })
    .where(eq(draftTasks.id, row.id))
    .returning();
  return saved!;
}
