/**
 * Links to the learning site (spec §5): a URL without http(s) gets https:// prepended, and the session token is
 * appended as a query parameter so the learner arrives logged in.
 */
export function courseUrl(raw: string, token: string): string {
  const trimmed = raw.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  if (!token) return withScheme;
  try {
    const url = new URL(withScheme);
    url.searchParams.set('token', token);
    return url.toString();
  } catch {
    return withScheme;
  }
}
