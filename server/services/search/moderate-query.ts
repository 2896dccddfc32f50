import { LEGAL_MARKERS, NON_LEGAL_PATTERNS } from './legal-lexicon';

/**
 * Builtin moderation (spec §5): legal unless the query is clearly about something else (recipes, horoscopes,
 * explicit content …) and carries no legal word at all. Empty counts as legal. Used by POST search/moderation and
 * by research before it answers; a refused query is shown NON_LEGAL_MESSAGE (common/api/search.ts).
 */
export function moderateQuery(q: string): { legal: boolean } {
  const text = q.replace(/\s+/g, '');
  if (text === '') return { legal: true };
  if (!NON_LEGAL_PATTERNS.some((re) => re.test(text))) return { legal: true };
  return { legal: LEGAL_MARKERS.some((m) => text.includes(m)) };
}
