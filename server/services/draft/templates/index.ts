/** Every drafting template (issue 10: at least 24), in the order the page lists them. */
import { CONTRACT_TEMPLATES } from './contracts';
import { CORPORATE_TEMPLATES } from './corporate';
import { LETTER_TEMPLATES } from './letters';
import { LITIGATION_TEMPLATES } from './litigation';
import type { TDraftTemplate } from './template-types';

export const DRAFT_TEMPLATES: readonly TDraftTemplate[] = [...LITIGATION_TEMPLATES, ...LETTER_TEMPLATES, ...CONTRACT_TEMPLATES, ...CORPORATE_TEMPLATES];

const byId = new Map(DRAFT_TEMPLATES.map((t) => [t.id, t]));

/** The template with this id, or undefined. */
export function findTemplate(id: string): TDraftTemplate | undefined {
  return byId.get(id);
}
