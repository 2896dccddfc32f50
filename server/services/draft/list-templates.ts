/** listTemplates: the drafting templates of a tab (all when no tab), filtered by a search over name and description. */
import type { TTemplateInfo } from '@common/api/draft';
import { DRAFT_TABS } from '@common/api/draft';
import { presentTemplate } from '../../presenters/draft';
import { DRAFT_TEMPLATES } from './templates/index';

/** Templates matching the tab and the search words (every word must appear). */
export function listTemplates({ tab, search }: { tab?: string; search?: string }): TTemplateInfo[] {
  const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  return DRAFT_TEMPLATES.filter((t) => !tab || tab === 'all' || t.tab === tab)
    .filter((t) => words.every((w) => `${t.name} ${t.description} ${t.id}`.toLowerCase().includes(w)))
    .map(presentTemplate);
}

/** The tabs with how many templates each holds. */
export function listTabs(): { tab: (typeof DRAFT_TABS)[number]['tab']; label: string; count: number }[] {
  return DRAFT_TABS.map((t) => ({ tab: t.tab, label: t.label, count: DRAFT_TEMPLATES.filter((x) => x.tab === t.tab).length }));
}
