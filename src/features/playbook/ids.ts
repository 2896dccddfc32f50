/** An Idempotency-Key in the spec's form ('M' + time + random 0-9999, spec §3), with extra randomness. */
export function newPlaybookKey(): string {
  return `M${Date.now()}${Math.floor(Math.random() * 10000)}${Math.random().toString(36).slice(2, 8)}`;
}
