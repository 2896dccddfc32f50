/** Times on the playbook page: YYYY-MM-DD HH:mm in the admin's own clock. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Does a check contain the search text (title, what it detects, citations, id)? Case and spaces ignored. */
export function matchesSearch(haystack: readonly string[], search: string): boolean {
  const needle = search.replace(/\s+/g, '').toLowerCase();
  if (!needle) return true;
  return haystack.some((h) => h.replace(/\s+/g, '').toLowerCase().includes(needle));
}
