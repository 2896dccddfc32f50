/** The host a request is for: the Domain header (api.md) when present, else Host; lowercased, port stripped. */
export function requestHost(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['domain'] ?? headers['host'] ?? '';
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return normalizeHost(value);
}

/** Lowercases and strips scheme, path and port: 'HTTPS://Law.Zizhu.cn:8443/x' -> 'law.zizhu.cn'. */
export function normalizeHost(value: string): string {
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split('/')[0] ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // IPv6 literal
  return host.replace(/:\d+$/, '');
}
