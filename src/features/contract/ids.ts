/** Helper ids of spec §3: idempotency id 'M' + time + random 0-9999 (sent as the Idempotency-Key of create). */
export function newIdempotencyKey(now: number = Date.now(), random: () => number = Math.random): string {
  return `M${now}${Math.floor(random() * 10000)}`;
}
