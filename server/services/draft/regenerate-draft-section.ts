/**
 * regenerateDraftSection: writes one free-text section again (the model when configured, else the builtin text from
 * the narrative and fields) and replaces that section's paragraphs; the rest of the document is untouched.
 */
import type { TDraftParagraph } from '@common/api/draft';
import type { TDraftTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { draftSections } from './compose-draft';
import { extractFacts } from './extract/extract-facts';
import type { TDraftDeps } from './draft-deps';
import { DraftErrors } from './draft-errors';
import { findOwnDraft } from './find-own-draft';
import { renderDraft, resolveFields } from './render-draft';
import { saveDraft } from './save-draft';
import { findTemplate } from './templates/index';

/** Regenerates the section `sectionKey` of the draft; returns the stored draft. */
export async function regenerateDraftSection(deps: TDraftDeps, { actor, taskId, sectionKey }: { actor: TActor; taskId: string; sectionKey: string }): Promise<TDraftTaskRow> {
  const row = await findOwnDraft(deps.db, { actor, taskId });
  // The drafting job still writes it (decision 152).
  if (row.status === 'RUNNING') throw DraftErrors.drafting();
  const template = findTemplate(row.templateId);
  if (!template) throw DraftErrors.templateNotFound();
  const section = template.sections.find((s) => s.key === sectionKey && s.drafted);
  if (!section) throw DraftErrors.sectionNotFound();
  const facts = extractFacts(row.narrative);
  const { values } = resolveFields(template, row.fields, facts);
  const { drafted, draftedBy, notice } = await draftSections(deps, { template, values, narrative: row.narrative, facts, only: section.key });
  // Render just to get this section's paragraphs in the template's form, then splice them in place of the old ones.
  const fresh = renderDraft({ template, values, drafted }).paragraphs.filter((p) => p.section === section.key && p.style !== 'heading');
  const kept = row.paragraphs;
  const first = kept.findIndex((p) => p.section === section.key && p.style !== 'heading');
  const maxId = Math.max(0, ...kept.map((p) => Number(p.id.slice(1)) || 0));
  const renumbered: TDraftParagraph[] = fresh.map((p, i) => ({ ...p, id: `p${maxId + i + 1}` }));
  const without = kept.filter((p) => !(p.section === section.key && p.style !== 'heading'));
  const at = first >= 0 ? first : without.findIndex((p) => p.section === section.key) + 1;
  const paragraphs = [...without.slice(0, at), ...renumbered, ...without.slice(at)];
  const missing = renderDraft({ template, values, drafted }).missing;
  const merged = [...row.missingFields, ...missing.filter((m) => !row.missingFields.some((x) => x.key === m.key))];
  return saveDraft(deps, row, { paragraphs, missing: merged, draftedBy, notice });
}
