/**
 * editDraft: the lawyer's edits — new text for paragraphs (by id; headings are the template's and stay), and/or new
 * field values, which re-render the fixed parts of the document while keeping the current free text (事实与理由).
 */
import type { TDraftParagraph } from '@common/api/draft';
import type { TDraftTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { extractFacts } from './extract/extract-facts';
import { cleanFields } from './create-draft';
import type { TDraftDeps } from './draft-deps';
import { DraftErrors } from './draft-errors';
import { findOwnDraft } from './find-own-draft';
import { cleanFieldValue, renderDraft, resolveFields } from './render-draft';
import { saveDraft } from './save-draft';
import { findTemplate } from './templates/index';

/** Applies paragraph and field edits; returns the stored draft. */
export async function editDraft(
  deps: TDraftDeps,
  { actor, taskId, paragraphs, fields }: { actor: TActor; taskId: string; paragraphs?: { id: string; text: string }[]; fields?: Record<string, string> },
): Promise<TDraftTaskRow> {
  const row = await findOwnDraft(deps.db, { actor, taskId });
  // The drafting job still writes it (decision 152).
  if (row.status === 'RUNNING') throw DraftErrors.drafting();
  const template = findTemplate(row.templateId);
  if (!template) throw DraftErrors.templateNotFound();
  let current: TDraftParagraph[] = row.paragraphs;
  let missing = row.missingFields;
  let newFields: Record<string, string> | undefined;
  if (fields) {
    newFields = { ...row.fields, ...cleanFields(template, fields) };
    // A field cleared on purpose is removed.
    for (const [k, v] of Object.entries(fields)) if (!cleanFieldValue(v)) delete newFields[k];
    const facts = extractFacts(row.narrative);
    const { values } = resolveFields(template, newFields, facts);
    const drafted: Record<string, string[]> = {};
    for (const s of template.sections.filter((x) => x.drafted)) {
      drafted[s.key] = current.filter((p) => p.section === s.key && p.style !== 'heading' && !p.text.startsWith('【待补充：')).map((p) => p.text);
    }
    const rendered = renderDraft({ template, values, drafted });
    current = rendered.paragraphs;
    missing = rendered.missing;
  }
  if (paragraphs?.length) {
    const byId = new Map(paragraphs.map((p) => [p.id, cleanFieldValue(p.text)]));
    for (const id of byId.keys()) {
      const p = current.find((x) => x.id === id);
      if (!p) throw DraftErrors.sectionNotFound();
      if (!p.editable) throw DraftErrors.paragraphNotEditable();
    }
    current = current.map((p) => (byId.has(p.id) ? { ...p, text: byId.get(p.id)! } : p));
  }
  if (!fields && !paragraphs?.length) throw DraftErrors.nothingToUpdate();
  return saveDraft(deps, row, { paragraphs: current, missing, fields: newFields });
}
