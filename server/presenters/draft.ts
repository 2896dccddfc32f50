/** Drafts as the API shows them (common/api/draft.ts). */
import type { TDraftDetail, TDraftListItem, TTemplateInfo } from '@common/api/draft';
import type { TDraftTaskRow } from '../db/schema/index';
import type { TDraftTemplate } from '../services/draft/templates/template-types';

export function presentTemplate(t: TDraftTemplate): TTemplateInfo {
  return {
    template_id: t.id,
    name: t.name,
    tab: t.tab,
    description: t.description,
    fields: t.fields.map((f) => ({ key: f.key, label: f.label, required: f.required, type: f.type, help: f.help })),
  };
}

export function presentDraft(row: TDraftTaskRow, template: TDraftTemplate | undefined): TDraftDetail {
  return {
    task_id: row.id,
    status: row.status,
    title: row.title,
    template_id: row.templateId,
    template_name: template?.name ?? row.templateId,
    paragraphs: row.paragraphs,
    drafted_sections: template?.sections.filter((s) => s.drafted).map((s) => s.key) ?? [],
    citations: row.citations,
    missing_fields: row.missingFields,
    fields: row.fields,
    extracted: row.extracted,
    warnings: row.warnings,
    narrative: row.narrative,
    drafted_by: row.draftedBy,
    notice: row.notice,
    refinements: row.refinements,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentDraftListItem(row: Pick<TDraftTaskRow, 'id' | 'title' | 'templateId' | 'missingFields' | 'isSample' | 'createdAt' | 'updatedAt'>, templateName: string): TDraftListItem {
  return {
    task_id: row.id,
    title: row.title,
    template_id: row.templateId,
    template_name: templateName,
    missing_count: row.missingFields.length,
    is_sample: row.isSample,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
