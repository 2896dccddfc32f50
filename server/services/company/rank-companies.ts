/**
 * Ranking of company search (api.md company search), in memory: exact name > exact brand > exact legal
 * representative > name prefix > brand prefix > name contains > brand contains; ties by shorter name, then name.
 * A row matches when its name or brand contains the query or its legal representative equals it (a legal
 * representative is a person: a partial name like 王 would match thousands of unrelated firms).
 */

/** The searchable columns of one registry row. */
export type TIndexedCompany = { id: string; name: string; brand: string; legalRep: string };

/** The rank of one row for `q` (0: no match). */
export function rankOf(c: TIndexedCompany, q: string): number {
  if (c.name === q) return 100;
  if (c.brand === q) return 90;
  if (c.legalRep === q) return 80;
  if (c.name.startsWith(q)) return 70;
  if (c.brand.startsWith(q)) return 60;
  if (c.name.includes(q)) return 50;
  if (c.brand.includes(q)) return 40;
  return 0;
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every matching row of `entries` for `q`, best first. */
export function rankCompanies<T extends TIndexedCompany>(entries: readonly T[], q: string): T[] {
  const hits: { c: T; rank: number }[] = [];
  for (const c of entries) {
    const rank = rankOf(c, q);
    if (rank > 0) hits.push({ c, rank });
  }
  hits.sort((x, y) => y.rank - x.rank || x.c.name.length - y.c.name.length || byCodePoint(x.c.name, y.c.name));
  return hits.map((h) => h.c);
}
